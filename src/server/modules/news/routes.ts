import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  itemIdSchema,
  newsInputSchema,
  newsListResponseSchema,
  newsSaveResponseSchema,
  newsUpdateSchema,
  successResponseSchema,
} from '#shared/schemas/content.ts';
import { contentReaderOf } from '../../plugins/content-reader.ts';
import { raisesTopics } from '../../plugins/content-versions.ts';
import { publicAnswers } from '../../plugins/public-answers.ts';
import type { NewsService } from './service.ts';

/** GET, POST, PATCH and DELETE /api/news: the Home page's news feed. */
export const newsRoutes: FastifyPluginAsyncZod<{ news: NewsService }> = async (app, { news }) => {
  raisesTopics(app, ['news']);
  const admin = { onRequest: app.requireAdmin };
  const answer = publicAnswers(app, ['news']);

  app.get(
    '/news',
    { schema: { response: { 200: newsListResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      const reader = await contentReaderOf(request, reply);
      return answer(request, reply, reader, () => news.list(reader));
    },
  );

  app.post(
    '/news',
    { ...admin, schema: { body: newsInputSchema, response: { 201: newsSaveResponseSchema } } },
    async (request, reply) => {
      const item = await news.create(request.body);
      return reply.status(201).send({ success: true, ...item });
    },
  );

  app.patch(
    '/news',
    { ...admin, schema: { body: newsUpdateSchema, response: { 200: newsSaveResponseSchema } } },
    async (request) => ({ success: true as const, ...(await news.update(request.body)) }),
  );

  app.delete(
    '/news',
    { ...admin, schema: { querystring: itemIdSchema, response: { 200: successResponseSchema } } },
    async (request) => {
      await news.remove(request.query.id);
      return { success: true as const };
    },
  );
};
