import { type Insertable, sql, type Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { EventRow, EventsTable } from '../../db/tables/events.ts';
import { type ImageColumns, imageColumns } from '../../images/index.ts';

export type EventWithImage = EventRow & ImageColumns;
export type NewEvent = Insertable<EventsTable>;
export type EventChanges = Updateable<Omit<EventsTable, 'id' | 'created_at'>>;

/** Orders that hold spots or were paid: the event's prices are fixed by them. */
const LIVE_ORDERS = ['pending', 'paid'] as const;

/** SQL for the events table. Pass a transaction as `db` to join it. */
export function createEventsRepo(db: Db) {
  const withImage = () =>
    db
      .selectFrom('events')
      .leftJoin('images', 'images.id', 'events.image_id')
      .selectAll('events')
      .select(imageColumns)
      .orderBy('events.start_date')
      .orderBy('events.start_time')
      .orderBy('events.id');

  return {
    ...spotQueries(db),

    listAll: (): Promise<EventWithImage[]> => withImage().execute(),

    /** Published events that end on `today` (YYYY-MM-DD) or later. */
    listPublishedFrom(today: string): Promise<EventWithImage[]> {
      return withImage()
        .where('events.status', '=', 'published')
        .where((eb) => eb(eb.fn.coalesce('events.end_date', 'events.start_date'), '>=', today))
        .execute();
    },

    find(id: string): Promise<EventWithImage | undefined> {
      return withImage().where('events.id', '=', id).executeTakeFirst();
    },

    /** False when the id is taken. */
    async insert(event: NewEvent): Promise<boolean> {
      const row = await db
        .insertInto('events')
        .values(event)
        .onConflict((oc) => oc.column('id').doNothing())
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    async update(id: string, changes: EventChanges): Promise<boolean> {
      const result = await db
        .updateTable('events')
        .set(changes)
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Deletes the event; answers its image id (null for none), undefined when there was none. */
    async delete(id: string): Promise<number | null | undefined> {
      const row = await db
        .deleteFrom('events')
        .where('id', '=', id)
        .returning('image_id')
        .executeTakeFirst();
      return row?.image_id;
    },

    /** The ids of the events with pending or paid orders. */
    async withLiveOrders(): Promise<Set<string>> {
      const rows = await db
        .selectFrom('ticket_orders')
        .select('event_id')
        .distinct()
        .where('status', 'in', LIVE_ORDERS)
        .execute();
      return new Set(rows.map((row) => row.event_id));
    },

    async hasLiveOrders(id: string): Promise<boolean> {
      const row = await db
        .selectFrom('ticket_orders')
        .select('id')
        .where('event_id', '=', id)
        .where('status', 'in', LIVE_ORDERS)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Expired and cancelled orders go with their event: they hold nothing and were never paid. */
    async deleteLapsedOrders(id: string): Promise<void> {
      await db
        .deleteFrom('ticket_orders')
        .where('event_id', '=', id)
        .where('status', 'in', ['expired', 'cancelled'])
        .execute();
    },

    /** Gives the event an image; answers the one it had (null for none), undefined for no event. */
    async setImage(id: string, imageId: number | null, now: string) {
      const current = await db
        .selectFrom('events')
        .select('image_id')
        .where('id', '=', id)
        .executeTakeFirst();
      if (!current) return undefined;
      await db
        .updateTable('events')
        .set({ image_id: imageId, updated_at: now })
        .where('id', '=', id)
        .execute();
      return current.image_id;
    },
  };
}

/** The spots left: ticket orders take and return them, the admin sets them. */
function spotQueries(db: Db) {
  return {
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

export type EventsRepo = ReturnType<typeof createEventsRepo>;
