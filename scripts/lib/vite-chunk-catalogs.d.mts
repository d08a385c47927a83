import type { Plugin } from 'vite';

export function takeFirstLoad(clientDir: string): { scripts: string[]; catalogs: string[] };
export function catalogPath(locale: string, key: string): string;
export function chunkCatalogs(): Plugin;
