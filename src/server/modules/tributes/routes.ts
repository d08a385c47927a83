import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cardIdParamsSchema,
  cardPostedResponseSchema,
  cardsToPostSchema,
} from '#shared/schemas/tributes.ts';
import type { TributesService } from './service.ts';

/** The admin's "Cards to post": the list, all of them as one PDF to print, and marking one posted. */
export const tributeRoutes: FastifyPluginAsyncZod<{ tributes: TributesService }> = async (
  app,
  { tributes },
) => {
  const admin = { onRequest: app.requireAdmin };

  app.get(
    '/admin/cards',
    { ...admin, schema: { response: { 200: cardsToPostSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { cards: await tributes.listToPost() };
    },
  );

  app.get('/admin/cards.pdf', admin, async (_request, reply) => {
    const pdf = await tributes.cardsToPostPdf();
    return reply
      .type('application/pdf')
      .header('cache-control', 'no-store')
      .header('content-disposition', 'attachment; filename="cards-to-post.pdf"')
      .send(pdf);
  });

  app.post(
    '/admin/cards/:id/posted',
    {
      ...admin,
      schema: { params: cardIdParamsSchema, response: { 200: cardPostedResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      postedAt: await tributes.markPosted(request.params.id),
    }),
  );
};
