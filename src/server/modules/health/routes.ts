import type { FastifyInstance } from 'fastify';
import { pingDb } from '../../db/database.ts';

export async function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await pingDb(app.deps.db);
      return { ok: true };
    } catch (err) {
      request.log.error({ err }, 'health check: database did not answer');
      return reply.status(503).send({ error: 'The database is not answering.' });
    }
  });
}
