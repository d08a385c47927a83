import { msg } from '@lingui/core/macro';
import type { PrayerSwedish } from '#shared/schemas/content.ts';
import type { AppDeps } from '../../deps.ts';
import { isoNow } from '../../lib/clock.ts';
import { notFound, tooManyRequests } from '../../lib/http-error.ts';
import {
  ADMIN_READER,
  type ContentReader,
  rowInReaderLanguage,
} from '../../lib/swedish-version.ts';
import type { LimitRule, Limits } from '../../plugins/rate-limits.ts';
import { createPrayerRepo, type PrayerPointFields, type PrayerPointRow } from './repo.ts';

export const PRAYER_NOT_FOUND = 'No prayer point with that id.';

/**
 * Limits on prayers from one client address. A church group or school behind one NAT address
 * may pray together, so they are generous for people and tight for scripts: per address and
 * point, 60 prayers an hour (a full room can each pray once; a script adds at most 60 an hour),
 * and per address over all points, 120 a minute.
 */
export const PRAYER_LIMITS = {
  perPoint: { name: 'prayer-point', max: 60, windowMs: 60 * 60 * 1000 },
  perClient: { name: 'prayer', max: 120, windowMs: 60 * 1000 },
} as const satisfies Record<string, LimitRule>;

const found = <T>(value: T | undefined): T => {
  if (value === undefined) throw notFound(PRAYER_NOT_FOUND);
  return value;
};

const view = (row: PrayerPointRow, reader: ContentReader) =>
  rowInReaderLanguage<PrayerPointRow, PrayerSwedish>(row, reader);
/** A saved point, as the admin who saved it sees it. */
const saved = (row: PrayerPointRow | undefined) => view(found(row), ADMIN_READER);

export function createPrayerService({
  db,
  clock,
  limits,
}: Pick<AppDeps, 'db' | 'clock'> & { limits: Limits }) {
  const repo = createPrayerRepo(db);

  return {
    list: async (reader: ContentReader) => (await repo.list()).map((row) => view(row, reader)),

    /** The pray counts of the points asked for, by id; unknown ids are left out. */
    async counts(ids: readonly number[]): Promise<Record<string, number>> {
      const rows = await repo.counts(ids);
      return Object.fromEntries(rows.map((row) => [String(row.id), row.pray_count]));
    },

    add: async (point: PrayerPointFields) =>
      saved(await repo.insert({ ...point, now: isoNow(clock) })),

    /** A missing tag or display_order keeps the current value. */
    update: async (
      point: Partial<PrayerPointFields> & { id: number; title: string; content: string },
    ) => saved(await repo.update({ ...point, now: isoNow(clock) })),

    async remove(id: number) {
      if (!(await repo.delete(id))) throw notFound(PRAYER_NOT_FOUND);
    },

    resetCount: async (id: number) => saved(await repo.resetCount(id)),

    /** Records one prayer and returns the new count; `client` is the caller's limit key. */
    async increment(id: number, client: string): Promise<number> {
      const [withinPoint, withinClient] = await Promise.all([
        limits.hit(PRAYER_LIMITS.perPoint, `${client} ${id}`),
        limits.hit(PRAYER_LIMITS.perClient, client),
      ]);
      if (!withinPoint || !withinClient) {
        throw tooManyRequests(
          msg`Too many prayers recorded from your connection. Please try again later.`,
        );
      }
      return found(await repo.incrementCount(id));
    },
  };
}

export type PrayerService = ReturnType<typeof createPrayerService>;
