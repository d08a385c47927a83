import type { NewsSwedish } from '#shared/schemas/content.ts';
import type { AppDeps } from '../../deps.ts';
import { isoNow } from '../../lib/clock.ts';
import { notFound } from '../../lib/http-error.ts';
import {
  ADMIN_READER,
  type ContentReader,
  rowInReaderLanguage,
} from '../../lib/swedish-version.ts';
import { createNewsRepo, type NewsFields, type NewsRow } from './repo.ts';

const NOT_FOUND = 'No news item with that id.';

const view = (row: NewsRow, reader: ContentReader) =>
  rowInReaderLanguage<NewsRow, NewsSwedish>(row, reader);

export function createNewsService({ db, clock }: Pick<AppDeps, 'db' | 'clock'>) {
  const repo = createNewsRepo(db);
  return {
    list: async (reader: ContentReader) => (await repo.list()).map((row) => view(row, reader)),
    create: async (fields: NewsFields) =>
      view(await repo.insert({ ...fields, now: isoNow(clock) }), ADMIN_READER),
    async update(item: NewsFields & { id: number }) {
      const updated = await repo.update({ ...item, now: isoNow(clock) });
      if (!updated) throw notFound(NOT_FOUND);
      return view(updated, ADMIN_READER);
    },
    async remove(id: number) {
      if (!(await repo.delete(id))) throw notFound(NOT_FOUND);
    },
  };
}

export type NewsService = ReturnType<typeof createNewsService>;
