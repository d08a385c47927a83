import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  itemIdSchema,
  type PrayerCountsResponse,
  type PrayerIncrementResponse,
  type PrayerListResponse,
  type PrayerSaveResponse,
  prayerCountsQuerySchema,
  prayerPointInputSchema,
  prayerPointUpdateSchema,
  prayerReadActionSchema,
  prayerWriteActionSchema,
  type SuccessResponse,
} from '#shared/schemas/content.ts';
import { isoNow } from '../../lib/clock.ts';
import { notFound } from '../../lib/http-error.ts';
import { parseInput } from '../../lib/validation.ts';
import {
  deletePrayerPoint,
  insertPrayerPoint,
  listPrayerPoints,
  prayCounts,
  resetPrayCount,
  updatePrayerPoint,
} from './repo.ts';
import { createPrayerService, PRAYER_NOT_FOUND } from './service.ts';

/** The action of a POST: from the query string (`?action=`) or else the JSON body. */
function actionOf(request: FastifyRequest): unknown {
  const query = request.query as { action?: unknown };
  const body = request.body as { action?: unknown } | null | undefined;
  return query.action ?? body?.action;
}

/** Prayer points, at the spec's path `/api/prayer.php` with an `action` per call. */
export async function prayerRoutes(app: FastifyInstance) {
  const { db, clock } = app.deps;
  const prayer = createPrayerService({ db, clock });

  app.get(
    '/prayer.php',
    async (request, reply): Promise<PrayerListResponse | PrayerCountsResponse> => {
      const action = parseInput(
        prayerReadActionSchema,
        (request.query as { action?: unknown }).action,
      );
      reply.header('cache-control', 'no-cache');
      if (action === 'list_current') return { data: await listPrayerPoints(db) };
      const { ids } = parseInput(prayerCountsQuerySchema, request.query);
      const rows = await prayCounts(db, ids);
      return { counts: Object.fromEntries(rows.map((row) => [String(row.id), row.pray_count])) };
    },
  );

  app.post(
    '/prayer.php',
    {
      // Praying is open to every visitor; every other action changes content.
      preHandler: async (request) => {
        if (actionOf(request) !== 'increment') await app.requireAdmin(request);
      },
    },
    async (
      request,
      reply,
    ): Promise<PrayerIncrementResponse | PrayerSaveResponse | SuccessResponse> => {
      const action = parseInput(prayerWriteActionSchema, actionOf(request));
      switch (action) {
        case 'increment': {
          const { id } = parseInput(itemIdSchema, request.body);
          return { count: await prayer.increment(id, request.ip) };
        }
        case 'add': {
          const input = parseInput(prayerPointInputSchema, request.body);
          const point = await insertPrayerPoint(db, { ...input, now: isoNow(clock) });
          reply.status(201);
          return { success: true, ...point };
        }
        case 'update': {
          const input = parseInput(prayerPointUpdateSchema, request.body);
          const point = await updatePrayerPoint(db, { ...input, now: isoNow(clock) });
          if (!point) throw notFound(PRAYER_NOT_FOUND);
          return { success: true, ...point };
        }
        case 'delete': {
          const { id } = parseInput(itemIdSchema, request.body);
          if (!(await deletePrayerPoint(db, id))) throw notFound(PRAYER_NOT_FOUND);
          return { success: true };
        }
        case 'reset': {
          const { id } = parseInput(itemIdSchema, request.body);
          const point = await resetPrayCount(db, id);
          if (!point) throw notFound(PRAYER_NOT_FOUND);
          return { success: true, ...point };
        }
      }
    },
  );
}
