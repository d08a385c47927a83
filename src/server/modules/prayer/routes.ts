import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  itemIdSchema,
  prayerCountsQuerySchema,
  prayerCountsResponseSchema,
  prayerIncrementResponseSchema,
  prayerListResponseSchema,
  prayerPointInputSchema,
  prayerPointUpdateSchema,
  prayerReadActionSchema,
  prayerSaveResponseSchema,
  prayerWriteActionSchema,
  successResponseSchema,
} from '#shared/schemas/content.ts';
import { parseInput } from '../../lib/validation.ts';
import { contentReaderOf } from '../../plugins/content-reader.ts';
import { raisesTopics } from '../../plugins/content-versions.ts';
import { publicAnswers } from '../../plugins/public-answers.ts';
import type { PrayerService } from './service.ts';

/** The action of a POST: from the query string (`?action=`) or else the JSON body. */
function actionOf(request: FastifyRequest): unknown {
  const query = request.query as { action?: unknown };
  const body = request.body as { action?: unknown } | null | undefined;
  return query.action ?? body?.action;
}

const readResponse = prayerListResponseSchema.or(prayerCountsResponseSchema);
const writeResponse = prayerIncrementResponseSchema
  .or(prayerSaveResponseSchema)
  .or(successResponseSchema);

/**
 * Prayer points, at the path `/api/prayer.php` (docs/product.md, part 2, Calls) with an `action` per call. The action
 * (in the query string, or a POST's JSON body) chooses the input's shape, so the input is
 * parsed per action here rather than by one route schema.
 */
export const prayerRoutes: FastifyPluginAsyncZod<{ prayer: PrayerService }> = async (
  app,
  { prayer },
) => {
  raisesTopics(app, ['prayer']);
  const answer = publicAnswers(app, ['prayer']);
  app.get(
    '/prayer.php',
    { schema: { response: { 200: readResponse } } },
    async (request, reply) => {
      const action = parseInput(
        prayerReadActionSchema,
        (request.query as { action?: unknown }).action,
      );
      reply.header('cache-control', 'no-cache');
      if (action === 'list_current') {
        const reader = await contentReaderOf(request, reply);
        return answer(request, reply, reader, async () => ({ data: await prayer.list(reader) }));
      }
      const { ids } = parseInput(prayerCountsQuerySchema, request.query);
      return { counts: await prayer.counts(ids) };
    },
  );

  app.post(
    '/prayer.php',
    {
      // Praying is open to every visitor; every other action changes content. The action
      // may be in the body, so this guard waits for it.
      preValidation: async (request, reply) => {
        if (actionOf(request) !== 'increment') await app.requireAdmin(request, reply);
      },
      schema: { response: { 200: writeResponse, 201: prayerSaveResponseSchema } },
    },
    async (request, reply) => {
      const action = parseInput(prayerWriteActionSchema, actionOf(request));
      const { body } = request;
      switch (action) {
        case 'increment': {
          const { id } = parseInput(itemIdSchema, body);
          return { count: await prayer.increment(id, app.limits.client(request)) };
        }
        case 'add': {
          const point = await prayer.add(parseInput(prayerPointInputSchema, body));
          return reply.status(201).send({ success: true, ...point });
        }
        case 'update':
          return {
            success: true,
            ...(await prayer.update(parseInput(prayerPointUpdateSchema, body))),
          };
        case 'delete':
          await prayer.remove(parseInput(itemIdSchema, body).id);
          return { success: true };
        case 'reset':
          return { success: true, ...(await prayer.resetCount(parseInput(itemIdSchema, body).id)) };
      }
    },
  );
};
