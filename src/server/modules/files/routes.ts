import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { UPLOADS_PREFIX } from './file-store.ts';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Serves a local file store at /uploads/. Files are never rewritten, so they are cached for good. */
export async function uploadsRoutes(app: FastifyInstance) {
  const root = app.deps.files.localDirectory;
  if (!root) return;
  await app.register(fastifyStatic, {
    root,
    prefix: UPLOADS_PREFIX,
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    setHeaders(reply) {
      reply.header('cache-control', `public, max-age=${YEAR_SECONDS}, immutable`);
    },
  });
}
