import fs from 'node:fs';

interface PageManifest {
  pages: { path: string; file: string }[];
}

/** Every pre-rendered route, from the build's manifest (scripts/prerender.mjs). */
export function prerenderedPaths(): string[] {
  const manifest = JSON.parse(fs.readFileSync('dist/pages/manifest.json', 'utf8')) as PageManifest;
  return manifest.pages.map((page) => page.path);
}

/** Kept out of the sitemap and search engines. */
export const PRIVATE_PATHS = ['/admin', '/login', '/volunteer/thanks'];
