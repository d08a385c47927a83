import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  contactMessageListSchema,
  contactMessageParamsSchema,
  contactRequestSchema,
} from '#shared/schemas/contact.ts';
import { successResponseSchema } from '#shared/schemas/content.ts';
import { addPublicForm } from '../../plugins/public-form.ts';
import { sendCsv } from '../../plugins/replies.ts';
import type { ContactService } from './service.ts';

/** POST /api/send-email (the contact form) and the admin's list and CSV of the messages. */
export const contactRoutes: FastifyPluginAsyncZod<{ contact: ContactService }> = async (
  app,
  { contact },
) => {
  const admin = { onRequest: app.requireAdmin };

  addPublicForm(app, {
    url: '/send-email',
    schema: contactRequestSchema,
    droppedLog: 'contact form honeypot filled in: message dropped',
    receive: contact.receive,
  });

  app.get(
    '/admin/messages',
    { ...admin, schema: { response: { 200: contactMessageListSchema } } },
    () => contact.list(),
  );

  app.post(
    '/admin/messages/:id/read',
    {
      ...admin,
      schema: { params: contactMessageParamsSchema, response: { 200: successResponseSchema } },
    },
    async (request) => {
      await contact.markRead(request.params.id);
      return { success: true as const };
    },
  );

  app.get('/admin/export/messages.csv', admin, async (_request, reply) =>
    sendCsv(reply, 'messages', app.deps.clock.now(), await contact.csv()),
  );
};
