// Builds the service worker (src/client/offline/service-worker.ts) into /sw.js with what it keeps
// from the start: the app's shell. Its version is the shell's hash, so a build that changes
// anything the shell holds is a new worker that replaces the old one.
import { createHash } from 'node:crypto';
import path from 'node:path';
import { build } from 'esbuild';

/**
 * The page template's own scripts and fonts (the worker adds the "You are offline" page in each
 * language); the islands' chunks and the catalogs are kept as the pages load them.
 */
export function shellFiles(template) {
  const referenced = [...template.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map(
    (match) => match[1],
  );
  const fonts = [...template.matchAll(/url\((\/assets\/[^)]+\.woff2)\)/g)].map((match) => match[1]);
  return [...new Set([...referenced, ...fonts])];
}

export async function buildServiceWorker({ clientDir, template }) {
  const shell = shellFiles(template);
  const version = createHash('sha256').update(template).update(JSON.stringify(shell)).digest('hex');
  await build({
    entryPoints: ['src/client/offline/service-worker.ts'],
    outfile: path.join(clientDir, 'sw.js'),
    bundle: true,
    format: 'iife',
    target: 'es2022',
    minify: true,
    logLevel: 'warning',
    define: { VERSION: JSON.stringify(version.slice(0, 16)), SHELL_FILES: JSON.stringify(shell) },
  });
}
