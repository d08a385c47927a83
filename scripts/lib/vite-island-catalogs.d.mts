import type { Plugin } from 'vite';

export const CATALOG_NOTE: string;
export function catalogAddress(hash: string): string;
export function islandCatalogs(): Plugin;
