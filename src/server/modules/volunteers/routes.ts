import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successResponseSchema } from '#shared/schemas/content.ts';
import {
  volunteerApplicationListSchema,
  volunteerApplicationRequestSchema,
  volunteerIdQuerySchema,
  volunteerListSchema,
  volunteerMutationSuccessSchema,
  volunteerRecordSchema,
  volunteerUpdateSchema,
} from '#shared/schemas/volunteer.ts';
import { addPublicForm } from '../../plugins/public-form.ts';
import { sendCsv } from '../../plugins/replies.ts';
import type { VolunteerService } from './service.ts';

/** POST /api/volunteer.php (the form), the admin's volunteer list, applications and CSVs. */
export const volunteerRoutes: FastifyPluginAsyncZod<{ volunteers: VolunteerService }> = async (
  app,
  { volunteers },
) => {
  const admin = { onRequest: app.requireAdmin };
  const csv = (name: string, build: () => Promise<string>) =>
    app.get(`/admin/export/${name}.csv`, admin, async (_request, reply) =>
      sendCsv(reply, name, app.deps.clock.now(), await build()),
    );

  addPublicForm(app, {
    url: '/volunteer.php',
    schema: volunteerApplicationRequestSchema,
    droppedLog: 'volunteer form honeypot filled in: application dropped',
    receive: volunteers.apply,
  });

  // The admin's volunteer list, as docs/product.md (part 2, Calls) names its calls.
  app.get(
    '/volunteers',
    { ...admin, schema: { response: { 200: volunteerListSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return volunteers.listVolunteers();
    },
  );

  app.post(
    '/volunteers',
    {
      ...admin,
      schema: { body: volunteerRecordSchema, response: { 200: volunteerMutationSuccessSchema } },
    },
    async (request) => ({
      success: true as const,
      id: await volunteers.addVolunteer(request.body),
    }),
  );

  app.put(
    '/volunteers',
    {
      ...admin,
      schema: {
        querystring: volunteerIdQuerySchema,
        body: volunteerUpdateSchema,
        response: { 200: successResponseSchema },
      },
    },
    async (request) => {
      await volunteers.updateVolunteer(request.query.id, request.body);
      return { success: true as const };
    },
  );

  app.delete(
    '/volunteers',
    {
      ...admin,
      schema: { querystring: volunteerIdQuerySchema, response: { 200: successResponseSchema } },
    },
    async (request) => {
      await volunteers.removeVolunteer(request.query.id);
      return { success: true as const };
    },
  );

  app.get(
    '/admin/applications',
    { ...admin, schema: { response: { 200: volunteerApplicationListSchema } } },
    () => volunteers.listApplications(),
  );

  app.post(
    '/admin/applications/:id/volunteer',
    {
      ...admin,
      schema: { params: volunteerIdQuerySchema, response: { 200: volunteerMutationSuccessSchema } },
    },
    async (request) => ({
      success: true as const,
      id: await volunteers.addApplicationToVolunteers(request.params.id),
    }),
  );

  csv('volunteers', volunteers.volunteersCsv);
  csv('applications', volunteers.applicationsCsv);
};
