import { matchRoutes, type Params } from 'react-router';
import { type AppRoute, notFoundRoute, type PageMeta, routes } from './routes.tsx';

function match(pathname: string): { route: AppRoute; params: Params } {
  const found = matchRoutes(routes, pathname)?.[0];
  return found
    ? { route: found.route as AppRoute, params: found.params }
    : { route: notFoundRoute, params: {} };
}

/** The route that renders `pathname`, or the Not Found route. */
export function matchAppRoute(pathname: string): AppRoute {
  return match(pathname).route;
}

/** The title, description and image of the page at `pathname`: an item's own, where it has one. */
export async function metaForPath(pathname: string): Promise<PageMeta> {
  const { route, params } = match(pathname);
  const items = await route.items?.();
  return items?.meta(params) ?? route.meta;
}
