import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { brand, pageTitle } from '#shared/brand.ts';
import { App } from './app.tsx';
import { matchAppRoute, metaForPath } from './match-route.ts';
import { type PageMeta, routes } from './routes.tsx';

export const brandName = brand.name;

/** Every path to pre-render: each route's, or each item's of a route with items. */
export async function prerenderPaths(): Promise<string[]> {
  const lists = await Promise.all(
    routes.map(async (route) => (route.items ? (await route.items()).paths : [route.path])),
  );
  return lists.flat();
}

/**
 * For each route with items (/stories/:id), the prefix whose unknown paths get that route's own
 * Not Found page ('Story not found.'), and a path that renders it: the server answers them with
 * it, so the browser hydrates the same page it would render.
 */
export function notFoundSections(): { prefix: string; path: string }[] {
  return routes
    .filter((route) => route.items)
    .map((route) => {
      const prefix = route.path.slice(0, route.path.indexOf(':'));
      return { prefix, path: `${prefix}__not-found__` };
    });
}

/** Renders one route to HTML for the pre-render step (scripts/prerender.mjs). */
export async function render(
  url: string,
): Promise<{ html: string; meta: PageMeta; title: string }> {
  const { pathname } = new URL(url, 'http://localhost');
  await matchAppRoute(pathname).page.preload();
  const meta = await metaForPath(pathname);
  const html = renderToString(
    <StrictMode>
      <StaticRouter location={url}>
        <App />
      </StaticRouter>
    </StrictMode>,
  );
  return { html, meta, title: pageTitle(meta.title) };
}
