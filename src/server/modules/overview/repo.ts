import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

const count = sql<number | string>`count(*)`.as('count');

/** SQL for the admin's overview: one count per question, each over an indexed or small table. */
export function createOverviewRepo(db: Db) {
  return {
    /** Paid gifts in [from, to): how many, and their sum net of refunds. */
    async giftsBetween(from: string, to: string) {
      const row = await db
        .selectFrom('donations')
        .select([
          count,
          sql<number | string>`coalesce(sum(amount_ore - refunded_ore), 0)`.as('net'),
        ])
        .where('status', '=', 'succeeded')
        .where('paid_at', '>=', from)
        .where('paid_at', '<', to)
        .executeTakeFirstOrThrow();
      return { count: Number(row.count), netOre: Number(row.net) };
    },

    async fundraisersAwaitingApproval(): Promise<number> {
      const row = await db
        .selectFrom('fundraisers')
        .select(count)
        .where('status', '=', 'pending')
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    async reportedFundraisers(): Promise<number> {
      const row = await db
        .selectFrom('fundraiser_reports')
        .select(sql<number | string>`count(distinct fundraiser_id)`.as('count'))
        .where('handled_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    async unreadMessages(): Promise<number> {
      const row = await db
        .selectFrom('contact_messages')
        .select(count)
        .where('read_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    async volunteerApplications(since: string) {
      const row = await db
        .selectFrom('volunteer_applications')
        .select([
          sql<number | string>`count(case when volunteer_id is null then 1 end)`.as('not_added'),
          sql<number | string>`count(case when created_at >= ${since} then 1 end)`.as('recent'),
        ])
        .executeTakeFirstOrThrow();
      return { notAdded: Number(row.not_added), lastWeek: Number(row.recent) };
    },

    async failedEmails(): Promise<number> {
      const row = await db
        .selectFrom('outbox')
        .select(count)
        .where('status', '=', 'failed')
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
  };
}
