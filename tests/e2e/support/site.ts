import fs from 'node:fs';

interface PageManifest {
  pages: { path: string; file: string }[];
  dataPages: string[];
}

/**
 * Every route without parameters, from the build's manifest (scripts/prerender.mjs): the
 * pre-rendered ones and those the server renders with their data.
 */
export function prerenderedPaths(): string[] {
  const manifest = JSON.parse(fs.readFileSync('dist/pages/manifest.json', 'utf8')) as PageManifest;
  return [...manifest.pages.map((page) => page.path), ...manifest.dataPages];
}

export { PRIVATE_PATHS } from '#shared/private-paths.ts';
