import type { AppDeps } from '../../deps.ts';
import { isoNow } from '../../lib/clock.ts';
import { notFound, tooManyRequests } from '../../lib/http-error.ts';
import { RateLimiter } from '../../lib/rate-limiter.ts';
import { createPrayerRepo, type PrayerPointFields } from './repo.ts';

export const PRAYER_NOT_FOUND = 'No prayer point with that id.';

/**
 * Limits on prayers from one client address. A church group or school behind one NAT address
 * may pray together, so they are generous for people and tight for scripts: per address and
 * point, 60 prayers an hour (a full room can each pray once; a script adds at most 60 an hour),
 * and per address over all points, 120 a minute. In memory, per app instance.
 */
export const PRAYER_LIMITS = {
  perPoint: { limit: 60, windowMs: 60 * 60 * 1000 },
  perClient: { limit: 120, windowMs: 60 * 1000 },
} as const;

const found = <T>(value: T | undefined): T => {
  if (value === undefined) throw notFound(PRAYER_NOT_FOUND);
  return value;
};

export function createPrayerService({ db, clock }: Pick<AppDeps, 'db' | 'clock'>) {
  const repo = createPrayerRepo(db);
  const perPoint = new RateLimiter({ ...PRAYER_LIMITS.perPoint, clock });
  const perClient = new RateLimiter({ ...PRAYER_LIMITS.perClient, clock });

  return {
    list: () => repo.list(),

    /** The pray counts of the points asked for, by id; unknown ids are left out. */
    async counts(ids: readonly number[]): Promise<Record<string, number>> {
      const rows = await repo.counts(ids);
      return Object.fromEntries(rows.map((row) => [String(row.id), row.pray_count]));
    },

    add: (point: PrayerPointFields) => repo.insert({ ...point, now: isoNow(clock) }),

    /** A missing tag or display_order keeps the current value. */
    update: async (
      point: Partial<PrayerPointFields> & { id: number; title: string; content: string },
    ) => found(await repo.update({ ...point, now: isoNow(clock) })),

    async remove(id: number) {
      if (!(await repo.delete(id))) throw notFound(PRAYER_NOT_FOUND);
    },

    resetCount: async (id: number) => found(await repo.resetCount(id)),

    /** Records one prayer and returns the new count. */
    async increment(id: number, clientIp: string): Promise<number> {
      const withinClientLimit = perClient.hit(clientIp);
      if (!perPoint.hit(`${clientIp} ${id}`) || !withinClientLimit) {
        throw tooManyRequests(
          'Too many prayers recorded from your connection. Please try again later.',
        );
      }
      return found(await repo.incrementCount(id));
    },
  };
}

export type PrayerService = ReturnType<typeof createPrayerService>;
