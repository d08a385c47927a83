import { matchRoutes, type Params } from 'react-router';
import type { PageQuery } from './lib/page-query.ts';
import { type AppRoute, notFoundRoute, type PageMeta, routes } from './routes.tsx';

export function matchPage(pathname: string): { route: AppRoute; params: Params } {
  const found = matchRoutes(routes, pathname)?.[0];
  return found
    ? { route: found.route as AppRoute, params: found.params }
    : { route: notFoundRoute, params: {} };
}

/** The route that renders `pathname`, or the Not Found route. */
export function matchAppRoute(pathname: string): AppRoute {
  return matchPage(pathname).route;
}

/**
 * The title, description and image of the page at `pathname`: an item's own, from the item's
 * data (which `loadItem` gives), or the route's.
 */
export async function metaForPath(
  pathname: string,
  loadItem: (query: PageQuery<unknown>) => Promise<unknown>,
): Promise<PageMeta> {
  const { route, params } = matchPage(pathname);
  const { pageData } = await route.page.preload();
  const [itemQuery] = pageData?.itemMeta ? pageData.queries(params) : [];
  if (!pageData?.itemMeta || !itemQuery) return route.meta;
  const item = await loadItem(itemQuery);
  return item ? pageData.itemMeta(item) : route.meta;
}
