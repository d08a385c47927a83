import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../lib/http-error.ts';
import { UPLOADS_PREFIX } from './file-store.ts';

/** Files are never rewritten (a new upload gets a new key), so they are cached for good. */
const IMMUTABLE = `public, max-age=${365 * 24 * 60 * 60}, immutable`;

/** Serves the uploaded images at /uploads/, from the local folder or from the bucket. */
export async function uploadsRoutes(app: FastifyInstance) {
  const { files } = app.deps;
  if (files.localDirectory) {
    await app.register(fastifyStatic, {
      root: files.localDirectory,
      prefix: UPLOADS_PREFIX,
      decorateReply: false,
      index: false,
      dotfiles: 'deny',
      setHeaders(reply) {
        reply.header('cache-control', IMMUTABLE);
      },
    });
    return;
  }
  app.get(
    `${UPLOADS_PREFIX}:key`,
    { schema: { params: z.object({ key: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_.-]*$/) }) } },
    async (request, reply) => {
      const { key } = request.params as { key: string };
      // The key names one content for good, so it is its own validator.
      const etag = `"${key}"`;
      reply.header('cache-control', IMMUTABLE).header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      const file = await files.read(key);
      if (!file) throw notFound();
      reply.type(file.contentType);
      if (file.length !== undefined) reply.header('content-length', file.length);
      return reply.send(file.body);
    },
  );
}
