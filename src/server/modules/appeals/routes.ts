import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminAppealListResponseSchema,
  adminAppealResponseSchema,
  appealIdParamsSchema,
  appealInputSchema,
  appealListResponseSchema,
  appealPatchSchema,
  appealResponseSchema,
  slugParamsSchema,
} from '#shared/schemas/appeals.ts';
import { successResponseSchema } from '#shared/schemas/content.ts';
import { visitorOf } from '../../plugins/content-reader.ts';
import type { AppealsService } from './service.ts';

/**
 * The current appeals and one appeal's page data for everyone; every appeal, and its changes, for
 * the admin. Progress is read at each request (an indexed sum), so a confirmed gift shows at once.
 */
export const appealRoutes: FastifyPluginAsyncZod<{ appeals: AppealsService }> = async (
  app,
  { appeals },
) => {
  const admin = { onRequest: app.requireAdmin };
  const changed = () => app.contentChanged('appeals');

  app.get(
    '/appeals',
    { schema: { response: { 200: appealListResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      return { appeals: await appeals.current(visitorOf(request, reply)) };
    },
  );

  app.get(
    '/appeals/:slug',
    { schema: { params: slugParamsSchema, response: { 200: appealResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      return appeals.get(request.params.slug, visitorOf(request, reply));
    },
  );

  app.get(
    '/admin/appeals',
    { ...admin, schema: { response: { 200: adminAppealListResponseSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { appeals: await appeals.listAll() };
    },
  );

  app.post(
    '/admin/appeals',
    {
      ...admin,
      schema: { body: appealInputSchema, response: { 201: adminAppealResponseSchema } },
    },
    async (request, reply) => {
      const appeal = await appeals.create(request.body);
      await changed();
      return reply.status(201).send({ appeal });
    },
  );

  app.patch(
    '/admin/appeals/:id',
    {
      ...admin,
      schema: {
        params: appealIdParamsSchema,
        body: appealPatchSchema,
        response: { 200: adminAppealResponseSchema },
      },
    },
    async (request) => {
      const appeal = await appeals.update(request.params.id, request.body);
      await changed();
      return { appeal };
    },
  );

  app.delete(
    '/admin/appeals/:id',
    {
      ...admin,
      schema: { params: appealIdParamsSchema, response: { 200: successResponseSchema } },
    },
    async (request) => {
      await appeals.remove(request.params.id);
      await changed();
      return { success: true as const };
    },
  );
};
