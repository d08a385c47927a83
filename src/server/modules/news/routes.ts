import type { FastifyInstance } from 'fastify';
import {
  itemIdSchema,
  type NewsCreateResponse,
  type NewsListResponse,
  type NewsUpdateResponse,
  newsInputSchema,
  newsUpdateSchema,
  type SuccessResponse,
} from '#shared/schemas/content.ts';
import { isoNow } from '../../lib/clock.ts';
import { notFound, parseInput } from '../../lib/http-error.ts';
import { deleteNews, insertNews, listNews, updateNews } from './repo.ts';

const NOT_FOUND = 'No news item with that id.';

/** The news feed, as spec 1's Calls table gives it. */
export async function newsRoutes(app: FastifyInstance) {
  const { db, clock } = app.deps;
  const admin = { preHandler: app.requireAdmin };

  app.get('/news', async (_request, reply): Promise<NewsListResponse> => {
    reply.header('cache-control', 'no-cache');
    return listNews(db);
  });

  app.post('/news', admin, async (request, reply): Promise<NewsCreateResponse> => {
    const input = parseInput(newsInputSchema, request.body);
    const item = await insertNews(db, { ...input, now: isoNow(clock) });
    reply.status(201);
    return { success: true, ...item };
  });

  app.patch('/news', admin, async (request): Promise<NewsUpdateResponse> => {
    const input = parseInput(newsUpdateSchema, request.body);
    const item = await updateNews(db, { ...input, now: isoNow(clock) });
    if (!item) throw notFound(NOT_FOUND);
    return { success: true, ...item };
  });

  app.delete('/news', admin, async (request): Promise<SuccessResponse> => {
    const { id } = parseInput(itemIdSchema, request.query);
    if (!(await deleteNews(db, id))) throw notFound(NOT_FOUND);
    return { success: true };
  });
}
