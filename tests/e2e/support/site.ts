import fs from 'node:fs';
import { inject } from 'vitest';
import './provided-context.ts';

/** This worker's own site (global-setup.ts starts one per worker). */
const site = inject('sites')[Number(process.env.VITEST_POOL_ID ?? 1) - 1];
if (!site) throw new Error(`no site for worker ${process.env.VITEST_POOL_ID}`);
export const workerSite = site;
export const { baseUrl, adminSessionCookie } = site;

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
