import type { Db } from '../../db/database.ts';

/** SQL for the provider events already acted on (see routes.ts: each is processed once). */
export function createPaymentEventsRepo(db: Db) {
  return {
    async isProcessed(eventId: string): Promise<boolean> {
      const row = await db
        .selectFrom('payment_events')
        .select('event_id')
        .where('event_id', '=', eventId)
        .executeTakeFirst();
      return row !== undefined;
    },

    async markProcessed(event: { id: string; type: string }, now: string): Promise<void> {
      await db
        .insertInto('payment_events')
        .values({ event_id: event.id, type: event.type, processed_at: now })
        .onConflict((oc) => oc.column('event_id').doNothing())
        .execute();
    },
  };
}
