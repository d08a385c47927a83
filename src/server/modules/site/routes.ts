import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SANDBOX_NOTICE } from '#shared/payments/sandbox-notice.ts';
import { type PageEncoding, type PrerenderedPage, PrerenderedPages } from './prerendered-pages.ts';
import { renderRobotsTxt, renderSitemap } from './seo-files.ts';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

const SANDBOX_BANNER = `<aside class="sandbox-notice" aria-label="Test mode"><p>${SANDBOX_NOTICE}</p></aside>`;

/** Serves the built front end: hashed assets, public files and the pre-rendered pages. */
export async function siteRoutes(app: FastifyInstance) {
  const { config } = app.deps;
  const pages = new PrerenderedPages(
    path.join(config.staticDir, '..', 'pages'),
    app.deps.payments.kind === 'sandbox' ? SANDBOX_BANNER : '',
  );
  const originOf = (request: FastifyRequest) => app.siteOrigin(request);

  await app.register(fastifyStatic, {
    root: config.staticDir,
    index: false,
    wildcard: false,
    // The build writes .br and .gz beside each compressible file (scripts/precompress.mjs).
    preCompressed: true,
    setHeaders(reply, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header(
        'cache-control',
        hashed ? `public, max-age=${YEAR_SECONDS}, immutable` : 'public, max-age=3600',
      );
    },
  });

  app.get('/robots.txt', async (request, reply) =>
    reply.type('text/plain; charset=utf-8').send(renderRobotsTxt(originOf(request))),
  );
  app.get('/sitemap.xml', async (request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .send(renderSitemap(originOf(request), pages.paths())),
  );

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
      if (pages.get(trimmed, originOf(request))) return reply.redirect(trimmed + query, 301);
    }
    return sendPage(request, reply, pages.notFound(originOf(request), pathname), 404);
  });
}

function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: PrerenderedPage,
  status: number,
) {
  const encoding = page.compressed && preferredEncoding(request.headers['accept-encoding']);
  // Each encoding is its own representation, with its own validator.
  const etag = encoding ? `${page.etag.slice(0, -1)}-${encoding}"` : page.etag;
  reply.header('cache-control', 'no-cache').header('etag', etag).header('vary', 'accept-encoding');
  if (status === 200 && request.headers['if-none-match'] === etag) {
    return reply.status(304).send();
  }
  reply.status(status).type('text/html; charset=utf-8');
  if (!encoding || !page.compressed) return reply.send(page.html);
  return reply.header('content-encoding', encoding).send(page.compressed[encoding]);
}

/** Brotli when the client takes it, else gzip, else none (an encoding with q=0 is refused). */
export function preferredEncoding(header: string | undefined): PageEncoding | undefined {
  const accepted = new Set(
    (header ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, ...params]) => !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param)))
      .map(([name]) => name),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}
