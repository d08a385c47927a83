import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { notFound, tooManyRequests } from '../../lib/http-error.ts';
import { RateLimiter } from '../../lib/rate-limiter.ts';
import { incrementPrayCount } from './repo.ts';

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

export function createPrayerService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  const perPoint = new RateLimiter({ ...PRAYER_LIMITS.perPoint, clock });
  const perClient = new RateLimiter({ ...PRAYER_LIMITS.perClient, clock });

  return {
    /** Records one prayer and returns the new count. */
    async increment(id: number, clientIp: string): Promise<number> {
      const withinClientLimit = perClient.hit(clientIp);
      if (!perPoint.hit(`${clientIp} ${id}`) || !withinClientLimit) {
        throw tooManyRequests(
          'Too many prayers recorded from your connection. Please try again later.',
        );
      }
      const count = await incrementPrayCount(db, id);
      if (count === undefined) throw notFound(PRAYER_NOT_FOUND);
      return count;
    },
  };
}
