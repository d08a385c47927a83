import type { Plugin } from 'esbuild';

export function linguiPlugin(): Plugin;
