import { I18nProvider } from '@lingui/react';
import { dehydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { PagePathContext } from '#client/lib/location.ts';
import { RenderTimeContext } from '#client/lib/render-time.ts';
import { matchPage, metaForPath } from '#client/match-route.ts';
import { type PageMeta, routes } from '#client/routes.tsx';
import { brand, pageTitle } from '#shared/brand.ts';
import type { ContentTopic } from '#shared/content-topics.ts';
import { i18nFor } from '#shared/i18n/catalogs.ts';
import { LOCALES, type Locale, localeOfPath, localizePath } from '#shared/i18n/locale.ts';
import type { ServedData } from '../lib/page-data.ts';
import { type ApiGet, loadPageQuery } from '../lib/page-query.ts';
import { type IslandRenderer, IslandRendererContext } from './island.tsx';
import { preloadIslands } from './islands.ts';
import { PageFrame } from './page-frame.tsx';

export { assemblePage, renderHead } from '#shared/page-html.ts';

export const brandName = brand.name;

/** A route's path in every language: '/events', '/sv/events'. */
const inEveryLocale = (path: string) => LOCALES.map((locale) => localizePath(path, locale));

/**
 * The routes whose pages show managed content, in both languages: the server renders them with
 * their data.
 */
export async function dataRoutes(): Promise<{ path: string; topics: readonly ContentTopic[] }[]> {
  const found = await Promise.all(
    routes.map(async (route) => {
      const { pageData } = await route.load();
      return pageData
        ? inEveryLocale(route.path).map((path) => ({ path, topics: pageData.topics }))
        : [];
    }),
  );
  return found.flat();
}

/**
 * Every path to pre-render at build time, in both languages: not the pages with data, which the
 * server renders.
 */
export async function prerenderPaths(): Promise<string[]> {
  const dataPaths = new Set((await dataRoutes()).map((route) => route.path));
  return routes
    .flatMap((route) => inEveryLocale(route.path))
    .filter((path) => !dataPaths.has(path));
}

/** The paths of every item that has a page with data (/events/:id), from the API, for the sitemap. */
export async function itemPaths(get: ApiGet): Promise<string[]> {
  const lists = await Promise.all(
    routes.map(async (route) => {
      const { list } = (await route.load()).pageData ?? {};
      const items = list ? await loadPageQuery(list, get) : [];
      return items.flatMap((item) =>
        inEveryLocale(route.path.replace(':id', encodeURIComponent(item.id))),
      );
    }),
  );
  return lists.flat();
}

/**
 * Whether the item of an item's page (/events/:id) exists, from its query alone: the server asks
 * before it renders the page, so that an unknown id costs no render.
 */
export async function itemExists(url: string, get: ApiGet): Promise<boolean> {
  const { pathname } = new URL(url, 'http://localhost');
  const { route, params } = matchPage(pathname);
  const { pageData } = await route.load();
  const [item] = pageData?.itemMeta ? pageData.queries(params) : [];
  return !item || (await loadPageQuery(item, get)) != null;
}

/** The meta of the page at `pathname` (an item's own from the API), for its link preview card. */
export function pageMeta(pathname: string, get: ApiGet): Promise<PageMeta> {
  return metaForPath(
    pathname,
    (query) => loadPageQuery(query, get),
    i18nFor(localeOfPath(pathname)),
  );
}

export interface RenderedPage {
  html: string;
  meta: PageMeta;
  title: string;
  locale: Locale;
  /** 404 for an item's page whose item the API does not know. */
  status: 200 | 404;
  /** The data the page shows, for the browser to hydrate from (pages with data only). */
  data?: ServedData;
}

/** Renders each island as a root of its own, numbered in the page's order (island.tsx). */
function islandRenderer(): IslandRenderer {
  let last = 0;
  return { renderToString, nextId: () => ++last };
}

/**
 * Renders one route to HTML: at build time for the pre-rendered pages, and on the server for a
 * page with data, whose queries are loaded through `get` (the site's own public API). The page is
 * rendered on the server only; its islands are rendered as roots of their own, which the browser
 * hydrates (docs/rendering.md).
 */
export async function render(url: string, get?: ApiGet): Promise<RenderedPage> {
  const { pathname } = new URL(url, 'http://localhost');
  const locale = localeOfPath(pathname);
  const i18n = i18nFor(locale);
  const { route, params } = matchPage(pathname);
  const [{ pageData, default: Page }] = await Promise.all([route.load(), preloadIslands()]);
  const client = new QueryClient();
  const queries = (get && pageData?.queries(params)) ?? [];
  const loaded = await Promise.all(queries.map((query) => loadPageQuery(query, get)));
  for (const [i, query] of queries.entries()) client.setQueryData(query.queryKey, loaded[i]);
  const meta = await metaForPath(
    pathname,
    async (query) => client.getQueryData(query.queryKey),
    i18n,
  );
  const data =
    queries.length > 0 ? { state: dehydrate(client), renderedAt: Date.now() } : undefined;
  const html = renderToString(
    <IslandRendererContext value={islandRenderer()}>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={client}>
          <PagePathContext value={pathname}>
            <RenderTimeContext value={data?.renderedAt}>
              <PageFrame Page={Page} params={params} />
            </RenderTimeContext>
          </PagePathContext>
        </QueryClientProvider>
      </I18nProvider>
    </IslandRendererContext>,
  );
  const missing = pageData?.itemMeta !== undefined && loaded[0] == null;
  const status = missing ? 404 : 200;
  return { html, meta, title: pageTitle(meta.title), locale, status, data };
}
