import { matchRoutes } from 'react-router';
import { type AppRoute, notFoundRoute, routes } from './routes.tsx';

/** The route that renders `pathname`, or the Not Found route. */
export function matchAppRoute(pathname: string): AppRoute {
  const match = matchRoutes(routes, pathname)?.[0];
  return (match?.route as AppRoute | undefined) ?? notFoundRoute;
}
