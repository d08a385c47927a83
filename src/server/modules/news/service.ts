import type { AppDeps } from '../../deps.ts';
import { isoNow } from '../../lib/clock.ts';
import { notFound } from '../../lib/http-error.ts';
import { createNewsRepo, type NewsFields } from './repo.ts';

const NOT_FOUND = 'No news item with that id.';

export function createNewsService({ db, clock }: Pick<AppDeps, 'db' | 'clock'>) {
  const repo = createNewsRepo(db);
  return {
    list: () => repo.list(),

    create: (fields: NewsFields) => repo.insert({ ...fields, now: isoNow(clock) }),

    async update(item: NewsFields & { id: number }) {
      const updated = await repo.update({ ...item, now: isoNow(clock) });
      if (!updated) throw notFound(NOT_FOUND);
      return updated;
    },

    async remove(id: number) {
      if (!(await repo.delete(id))) throw notFound(NOT_FOUND);
    },
  };
}

export type NewsService = ReturnType<typeof createNewsService>;
