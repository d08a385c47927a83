import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successResponseSchema } from '#shared/schemas/content.ts';
import {
  outboxIdParamsSchema,
  outboxPageQuerySchema,
  outboxPageSchema,
} from '#shared/schemas/outbox.ts';
import type { OutboxService } from './service.ts';

/** GET /api/admin/outbox and POST /api/admin/outbox/:id/resend. */
export const outboxRoutes: FastifyPluginAsyncZod<{ outbox: OutboxService }> = async (
  app,
  { outbox },
) => {
  const admin = { onRequest: app.requireAdmin };

  app.get(
    '/admin/outbox',
    {
      ...admin,
      schema: { querystring: outboxPageQuerySchema, response: { 200: outboxPageSchema } },
    },
    async (request) => outbox.page(request.query.before),
  );

  app.post(
    '/admin/outbox/:id/resend',
    {
      ...admin,
      schema: { params: outboxIdParamsSchema, response: { 200: successResponseSchema } },
    },
    async (request) => {
      await outbox.resend(request.params.id);
      return { success: true as const };
    },
  );
};
