import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type PrerenderedPage, PrerenderedPages } from './prerendered-pages.ts';
import { renderRobotsTxt, renderSitemap } from './seo-files.ts';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Serves the built front end: hashed assets, public files and the pre-rendered pages. */
export async function siteRoutes(app: FastifyInstance) {
  const { config } = app.deps;
  const pages = new PrerenderedPages(path.join(config.staticDir, '..', 'pages'));
  const originOf = (request: FastifyRequest) =>
    config.publicUrl ?? `${request.protocol}://${request.host}`;

  await app.register(fastifyStatic, {
    root: config.staticDir,
    index: false,
    wildcard: false,
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
      if (pages.get(trimmed, originOf(request))) return reply.redirect(trimmed, 301);
    }
    return sendPage(request, reply, pages.notFound(originOf(request)), 404);
  });
}

function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: PrerenderedPage,
  status: number,
) {
  reply.header('cache-control', 'no-cache').header('etag', page.etag);
  if (status === 200 && request.headers['if-none-match'] === page.etag) {
    return reply.status(304).send();
  }
  return reply.status(status).type('text/html; charset=utf-8').send(page.html);
}
