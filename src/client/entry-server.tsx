import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { brand, pageTitle } from '#shared/brand.ts';
import { App } from './app.tsx';
import { matchAppRoute } from './match-route.ts';
import { type PageMeta, routes } from './routes.tsx';

export const brandName = brand.name;

/** Every path to pre-render. */
export function prerenderPaths(): string[] {
  return routes.map((route) => route.path);
}

/** Renders one route to HTML for the pre-render step (scripts/prerender.mjs). */
export async function render(
  url: string,
): Promise<{ html: string; meta: PageMeta; title: string }> {
  const route = matchAppRoute(new URL(url, 'http://localhost').pathname);
  await route.page.preload();
  const html = renderToString(
    <StrictMode>
      <StaticRouter location={url}>
        <App />
      </StaticRouter>
    </StrictMode>,
  );
  return { html, meta: route.meta, title: pageTitle(route.meta.title) };
}
