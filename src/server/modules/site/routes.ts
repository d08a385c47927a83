import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { i18nFor } from '#shared/i18n/catalogs.ts';
import { type Locale, localeOfPath } from '#shared/i18n/locale.ts';
import { sandboxNotice } from '#shared/payments/sandbox-notice.ts';
import { stockholmDayOf } from '../../lib/clock.ts';
import { sendEncoded } from '../../plugins/replies.ts';
import { appealPagePaths } from '../appeals/index.ts';
import { DataPages } from './data-pages.ts';
import { registerOgCards } from './og-card-routes.ts';
import {
  type BodyStart,
  type PrerenderedPage,
  PrerenderedPages,
  pagesDirOf,
} from './prerendered-pages.ts';
import { renderRobotsTxt, renderSitemap } from './seo-files.ts';
import type { ApiGet, Renderer } from './ssr-bundle.ts';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

const sandboxBanner = (locale: Locale) => {
  const i18n = i18nFor(locale);
  return `<aside class="sandbox-notice" aria-label="${i18n._(sandboxNotice.label)}"><p>${i18n._(sandboxNotice.text)}</p></aside>`;
};

/**
 * Serves the built front end: hashed assets, public files, the pre-rendered pages and the pages
 * rendered with their data.
 */
export async function siteRoutes(app: FastifyInstance) {
  const { config } = app.deps;
  const bodyStart = app.deps.payments.kind === 'sandbox' ? sandboxBanner : () => '';
  const pages = new PrerenderedPages(pagesDirOf(config.staticDir), bodyStart);
  const renderer = pages.template ? app.deps.renderer : undefined;
  const originOf = (request: FastifyRequest) => app.siteOrigin(request);

  await app.register(fastifyStatic, {
    root: config.staticDir,
    index: false,
    wildcard: false,
    // The build writes .br and .gz beside each compressible file (scripts/precompress.mjs).
    preCompressed: true,
    setHeaders(reply, filePath) {
      reply.header('cache-control', cacheControlOf(filePath));
    },
  });

  app.get('/robots.txt', async (request, reply) =>
    reply.type('text/plain; charset=utf-8').send(renderRobotsTxt(originOf(request))),
  );
  const dataPaths = renderer ? registerDataPages(app, renderer, pages, bodyStart) : [];
  app.get('/sitemap.xml', async (request, reply) => {
    const items = renderer ? await renderer.bundle.itemPaths(apiGet(app)) : [];
    // Appeals' and fundraisers' pages come from the database (issue 31), whatever the build.
    const appeals = await appealPagePaths(app.deps.db);
    const paths = [...pages.paths(), ...dataPaths, ...items, ...appeals];
    return reply
      .type('application/xml; charset=utf-8')
      .send(renderSitemap(originOf(request), [...new Set(paths)]));
  });

  for (const pagePath of pages.paths()) {
    app.get(pagePath, async (request, reply) =>
      sendPage(request, reply, pages.get(pagePath, originOf(request))!, 200),
    );
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/') || pathname === '/api' || request.method !== 'GET') {
      return reply.status(404).send({ error: 'Not found' });
    }
    if (pathname.length > 1 && pathname.endsWith('/')) {
      const trimmed = pathname.replace(/\/+$/, '');
      const query = request.url.slice(pathname.length);
      if (pages.get(trimmed, originOf(request)) || dataPaths.includes(trimmed)) {
        return reply.redirect(trimmed + query, 301);
      }
    }
    return sendPage(request, reply, pages.notFound(originOf(request), localeOfPath(pathname)), 404);
  });
}

/**
 * Hashed assets never change; the service worker is checked on every visit, so a new build
 * reaches returning visitors at once; other public files may change within the hour.
 */
function cacheControlOf(filePath: string): string {
  if (filePath.includes(`${path.sep}assets${path.sep}`)) {
    return `public, max-age=${YEAR_SECONDS}, immutable`;
  }
  return path.basename(filePath) === 'sw.js' ? 'no-cache' : 'public, max-age=3600';
}

/**
 * The site's own public GET calls, as a visitor without a session gets them in `locale`: a
 * Swedish page shows the Swedish versions of managed content.
 */
function apiGet(app: FastifyInstance, locale: Locale = 'en'): ApiGet {
  return async (url) => {
    const response = await app.inject({
      method: 'GET',
      url,
      headers: { accept: 'application/json', 'accept-language': locale },
    });
    if (response.statusCode !== 200) {
      throw Object.assign(new Error(`GET ${url} answered ${response.statusCode}`), {
        status: response.statusCode,
      });
    }
    return response.json();
  };
}

/**
 * A route per page with data (Home, /events/:id, …) and the link preview cards of item pages.
 * Returns the paths of those without parameters (for the sitemap).
 */
function registerDataPages(
  app: FastifyInstance,
  { bundle, routes }: Renderer,
  pages: PrerenderedPages,
  bodyStart: BodyStart,
): string[] {
  const today = stockholmDayOf(app.deps.clock);
  const dataPages = new DataPages({
    bundle,
    notFound: (origin, locale) => pages.notFound(origin, locale),
    template: pages.template!,
    bodyStart,
    get: (locale) => apiGet(app, locale),
    // A new day in Stockholm renders them again too: yesterday's events leave /events by then.
    versionOf: (topics) => `${app.contentVersion(topics)} ${today()}`,
    log: app.log,
  });
  for (const route of routes) {
    app.get(route.path, async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const { status, page } = await dataPages.get(pathname, route, app.siteOrigin(request));
      return sendPage(request, reply, page, status);
    });
  }
  registerOgCards(app, bundle, (locale) => apiGet(app, locale));
  return routes.map((route) => route.path).filter((routePath) => !routePath.includes(':'));
}

function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: PrerenderedPage,
  status: number,
) {
  reply.header('cache-control', 'no-cache');
  return sendEncoded(request, reply, page, { type: 'text/html; charset=utf-8', status });
}
