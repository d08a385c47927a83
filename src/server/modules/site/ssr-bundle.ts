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

/** A route of pages with data, as the renderer lists it: '/events/:id' and what it shows. */
export interface DataRoute {
  path: string;
  topics: readonly ContentTopic[];
}

/** The part of the built server renderer (src/client/runtime/entry-server.tsx) that the server calls. */
export interface SsrBundle {
  brandName: string;
  dataRoutes(): Promise<DataRoute[]>;
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

/** The build's renderer with its pages' routes, each route's code imported. */
export interface Renderer {
  bundle: SsrBundle;
  routes: DataRoute[];
}

/**
 * The build's renderer beside the client files (dist/ssr), or none (a site without pages with
 * data). Read before the app is built: importing it and its routes' code has taken longer on a
 * busy machine than Fastify gives a plugin to register.
 */
export async function loadRenderer(staticDir: string): Promise<Renderer | undefined> {
  const file = path.join(staticDir, '..', 'ssr', 'entry-server.js');
  if (!fs.existsSync(file)) return undefined;
  const bundle = (await import(pathToFileURL(file).href)) as SsrBundle;
  return { bundle, routes: await bundle.dataRoutes() };
}
