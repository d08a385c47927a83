import type { Plugin } from 'vite';

export function moduleStylesheetOf(href: string): string;
export function moduleStylesheets(moduleRules: (css: string) => string): Plugin;
