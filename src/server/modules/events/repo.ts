import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** SQL for the events table (the live spots left). Pass a transaction as `db` to join it. */
export function createEventsRepo(db: Db) {
  return {
    /** Gives every built-in event its row; an existing row (and its live count) is left alone. */
    async ensureRows(events: { id: string; spotsLeft: number }[], now: string): Promise<void> {
      if (events.length === 0) return;
      await db
        .insertInto('events')
        .values(
          events.map((event) => ({ id: event.id, spots_left: event.spotsLeft, updated_at: now })),
        )
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
    },

    async allSpots(): Promise<Map<string, number>> {
      const rows = await db.selectFrom('events').select(['id', 'spots_left']).execute();
      return new Map(rows.map((row) => [row.id, row.spots_left]));
    },

    async spotsOf(id: string): Promise<number | undefined> {
      const row = await db
        .selectFrom('events')
        .select('spots_left')
        .where('id', '=', id)
        .executeTakeFirst();
      return row?.spots_left;
    },

    async setSpots(id: string, spots: number, now: string): Promise<boolean> {
      const result = await db
        .updateTable('events')
        .set({ spots_left: spots, updated_at: now })
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /**
     * Takes `count` spots if that many are left, in one conditional UPDATE: concurrent orders for
     * the last spots cannot both succeed (PostgreSQL re-checks the condition on the locked row;
     * SQLite runs one writer at a time).
     */
    async takeSpots(id: string, count: number, now: string): Promise<boolean> {
      const result = await db
        .updateTable('events')
        .set({ spots_left: sql<number>`spots_left - ${count}`, updated_at: now })
        .where('id', '=', id)
        .where('spots_left', '>=', count)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async returnSpots(id: string, count: number, now: string): Promise<void> {
      await db
        .updateTable('events')
        .set({ spots_left: sql<number>`spots_left + ${count}`, updated_at: now })
        .where('id', '=', id)
        .execute();
    },

    /** For a payment that arrived after its reservation lapsed: the tickets are sold regardless. */
    async takeSpotsAtMost(id: string, count: number, now: string) {
      await db
        .updateTable('events')
        .set({
          spots_left: sql<number>`case when spots_left > ${count} then spots_left - ${count} else 0 end`,
          updated_at: now,
        })
        .where('id', '=', id)
        .execute();
    },
  };
}
