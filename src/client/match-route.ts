import type { I18n } from '@lingui/core';
import { translate } from '#shared/i18n/message.ts';
import { matchPath, type Params } from './lib/match-path.ts';
import type { PageQuery } from './lib/page-query.ts';
import { type AppRoute, notFoundRoute, type PageMeta, routes } from './routes.tsx';

function safeDecodeURI(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/** The route of `pathname` in either language ('/sv/events' is the route '/events'). */
export function matchPage(pathname: string): { route: AppRoute; params: Params } {
  // On the path with its escapes decoded.
  const path = safeDecodeURI(pathname);
  for (const route of routes) {
    const params = matchPath(route.path, path);
    if (params) return { route, params };
  }
  return { route: notFoundRoute, params: {} };
}

/**
 * The title, description and image of the page at `pathname`: an item's own, from the item's
 * data (which `loadItem` gives), or the route's, in the language of `i18n`.
 */
export async function metaForPath(
  pathname: string,
  loadItem: (query: PageQuery<unknown>) => Promise<unknown>,
  i18n: I18n,
): Promise<PageMeta> {
  const { route, params } = matchPage(pathname);
  const { pageData } = await route.load();
  const [itemQuery] = pageData?.itemMeta ? pageData.queries(params) : [];
  const item = pageData?.itemMeta && itemQuery ? await loadItem(itemQuery) : undefined;
  if (item && pageData?.itemMeta) return pageData.itemMeta(item, i18n);
  const { title, description, ...rest } = route.meta;
  return {
    ...rest,
    ...(title === undefined ? {} : { title: translate(i18n, title) }),
    description: translate(i18n, description),
  };
}
