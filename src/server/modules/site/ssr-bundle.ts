import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ContentTopic } from '#shared/content-topics.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import type { HeadMeta } from '#shared/page-html.ts';

/** Reads one of the site's public GET calls: its JSON body, or an error with the answer's `status`. */
export type ApiGet = (path: string) => Promise<unknown>;

export interface BundleMeta extends HeadMeta {
  title?: string;
  /** Drawn into `image` on demand: the title over this illustration, with a label. */
  ogCard?: { art: string; label: string };
}

/** The part of the built server renderer (src/client/entry-server.tsx) that the server calls. */
export interface SsrBundle {
  brandName: string;
  dataRoutes(): Promise<{ path: string; topics: readonly ContentTopic[] }[]>;
  render(
    url: string,
    get: ApiGet,
  ): Promise<{
    html: string;
    meta: BundleMeta;
    title: string;
    locale: Locale;
    status: 200 | 404;
    data?: unknown;
  }>;
  itemPaths(get: ApiGet): Promise<string[]>;
  /** Whether the item of an item's page (/events/:id) exists: asked before it is rendered. */
  itemExists(url: string, get: ApiGet): Promise<boolean>;
  pageMeta(pathname: string, get: ApiGet): Promise<BundleMeta>;
}

/** The build's renderer beside the client files (dist/ssr), or none (a site without pages with data). */
export async function loadSsrBundle(staticDir: string): Promise<SsrBundle | undefined> {
  const file = path.join(staticDir, '..', 'ssr', 'entry-server.js');
  if (!fs.existsSync(file)) return undefined;
  return (await import(pathToFileURL(file).href)) as SsrBundle;
}
