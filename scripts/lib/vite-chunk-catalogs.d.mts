import type { Plugin } from 'vite';

export const FIRST_LOAD_FILE: string;
export function catalogPath(locale: string, key: string): string;
export function chunkCatalogs(): Plugin;
