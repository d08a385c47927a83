import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthErrorResponseSchema, healthResponseSchema } from '#shared/schemas/health.ts';
import { pingDb } from '../../db/database.ts';

/** GET /healthz: whether the app and its database answer. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    { schema: { response: { 200: healthResponseSchema, 503: healthErrorResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        await pingDb(app.deps.db);
        return { ok: true as const };
      } catch (err) {
        request.log.error({ err }, 'health check: database did not answer');
        return reply.status(503).send({ error: 'The database is not answering.' });
      }
    },
  );
};
