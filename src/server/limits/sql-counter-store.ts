import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Clock } from '../lib/clock.ts';
import { type CounterStore, EMPTY } from './counter-store.ts';

/**
 * Counters in the site's database (SQLite or PostgreSQL). One upsert counts a hit and starts a
 * new window when the last has ended, so two instances counting at once never lose a hit.
 */
export function createSqlCounterStore(
  db: Db,
  clock: Clock,
): CounterStore & { sweepEnded(): Promise<void> } {
  return {
    /** Deletes the windows that have ended; run on a timer, off the requests' path. */
    async sweepEnded() {
      await db.deleteFrom('rate_counters').where('reset_at', '<=', clock.now().getTime()).execute();
    },
    async hit(key, windowMs) {
      const now = clock.now().getTime();
      const ended = sql<boolean>`rate_counters.reset_at <= ${now}`;
      const row = await db
        .insertInto('rate_counters')
        .values({ key, count: 1, reset_at: now + windowMs })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            count: sql`case when ${ended} then 1 else rate_counters.count + 1 end`,
            reset_at: sql`case when ${ended} then excluded.reset_at else rate_counters.reset_at end`,
          }),
        )
        .returning(['count', 'reset_at'])
        .executeTakeFirstOrThrow();
      return { count: Number(row.count), resetAtMs: Number(row.reset_at) };
    },
    async peek(key) {
      const row = await db
        .selectFrom('rate_counters')
        .select(['count', 'reset_at'])
        .where('key', '=', key)
        .where('reset_at', '>', clock.now().getTime())
        .executeTakeFirst();
      return row ? { count: Number(row.count), resetAtMs: Number(row.reset_at) } : EMPTY;
    },
    async reset(key) {
      await db.deleteFrom('rate_counters').where('key', '=', key).execute();
    },
  };
}
