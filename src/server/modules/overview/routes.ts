import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOverviewSchema } from '#shared/schemas/overview.ts';
import type { OverviewService } from './service.ts';

/** GET /api/admin/overview: the admin's first screen (issue 31, item 4). */
export const overviewRoutes: FastifyPluginAsyncZod<{ overview: OverviewService }> = async (
  app,
  { overview },
) => {
  app.get(
    '/admin/overview',
    { onRequest: app.requireAdmin, schema: { response: { 200: adminOverviewSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return overview.overview();
    },
  );
};
