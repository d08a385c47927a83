import { type Insertable, sql, type Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { FundraiserRow, FundraisersTable } from '../../db/tables/appeals.ts';
import { imageColumns } from '../../images/index.ts';
import { notQueued } from '../outbox/index.ts';

/** The outbox key of a fundraiser's summary, before its id. */
export const SUMMARY_KEY = 'fundraiser-summary:';

/** Addresses compare whatever their case (the index on lower(organiser_email)). */
const byOrganiser = (email: string) =>
  sql<boolean>`lower(organiser_email) = ${email.toLowerCase()}`;

/** SQL for supporters' fundraisers, their updates and reports. Pass a transaction as `db` to take part. */
export function createFundraisersRepo(db: Db) {
  return { ...fundraiserRows(db), ...fundraiserNotes(db), ...endedFundraisers(db) };
}

function fundraiserRows(db: Db) {
  const withImage = () =>
    db
      .selectFrom('fundraisers')
      .leftJoin('images', 'images.id', 'fundraisers.image_id')
      .selectAll('fundraisers')
      .select(imageColumns);

  return {
    /** Adds the fundraiser; undefined (nothing written) when its slug is taken. */
    insert(row: Insertable<FundraisersTable>): Promise<FundraiserRow | undefined> {
      return db
        .insertInto('fundraisers')
        .values(row)
        .onConflict((oc) => oc.column('slug').doNothing())
        .returningAll()
        .executeTakeFirst();
    },

    find(id: number) {
      return withImage().where('fundraisers.id', '=', id).executeTakeFirst();
    },

    findBySlug(slug: string) {
      return withImage().where('fundraisers.slug', '=', slug).executeTakeFirst();
    },

    /** The organiser's own fundraiser `id`; undefined when it is not theirs. */
    findOwn(email: string, id: number) {
      return withImage()
        .where('fundraisers.id', '=', id)
        .where(byOrganiser(email))
        .executeTakeFirst();
    },

    listOwn(email: string) {
      return withImage().where(byOrganiser(email)).orderBy('fundraisers.id', 'desc').execute();
    },

    /** Every fundraiser, waiting ones first, then the newest. */
    listAll() {
      return withImage()
        .orderBy(sql`case when fundraisers.status = 'pending' then 0 else 1 end`)
        .orderBy('fundraisers.id', 'desc')
        .execute();
    },

    /** The organiser opened an e-mailed link: their unconfirmed fundraisers now wait for the admin. */
    confirm(email: string, now: string) {
      return db
        .updateTable('fundraisers')
        .set({ status: 'pending', confirmed_at: now, updated_at: now })
        .where(byOrganiser(email))
        .where('status', '=', 'unconfirmed')
        .returningAll()
        .execute();
    },

    /** The admin's decision on a waiting (or, to decline, a public) fundraiser; undefined when none. */
    decide(
      id: number,
      decision: { status: 'approved' | 'declined'; reason: string | null; now: string },
    ) {
      return (
        db
          .updateTable('fundraisers')
          .set({
            status: decision.status,
            decline_reason: decision.reason,
            reviewed_at: decision.now,
            updated_at: decision.now,
          })
          .where('id', '=', id)
          // A waiting one is approved or declined; a public one may be taken down (declined).
          .where(
            'status',
            'in',
            decision.status === 'approved' ? ['pending'] : ['pending', 'approved'],
          )
          .returningAll()
          .executeTakeFirst()
      );
    },

    async change(id: number, change: Updateable<FundraisersTable>) {
      await db.updateTable('fundraisers').set(change).where('id', '=', id).execute();
    },
  };
}

/** The organiser's updates and the visitors' reports. */
function fundraiserNotes(db: Db) {
  return {
    async addUpdate(fundraiserId: number, text: string, now: string) {
      await db
        .insertInto('fundraiser_updates')
        .values({ fundraiser_id: fundraiserId, text, created_at: now })
        .execute();
    },

    updatesOf(fundraiserId: number) {
      return db
        .selectFrom('fundraiser_updates')
        .select(['text', 'created_at'])
        .where('fundraiser_id', '=', fundraiserId)
        .orderBy('id', 'desc')
        .execute();
    },

    async addReport(fundraiserId: number, reason: string, now: string) {
      await db
        .insertInto('fundraiser_reports')
        .values({ fundraiser_id: fundraiserId, reason, created_at: now })
        .execute();
    },

    /** The reports, by fundraiser, oldest first. */
    async reportsOf(ids: readonly number[]) {
      if (ids.length === 0) return [];
      return db
        .selectFrom('fundraiser_reports')
        .selectAll()
        .where('fundraiser_id', 'in', [...ids])
        .orderBy('id')
        .execute();
    },

    async handleReport(fundraiserId: number, reportId: number, now: string): Promise<boolean> {
      const result = await db
        .updateTable('fundraiser_reports')
        .set({ handled_at: now })
        .where('id', '=', reportId)
        .where('fundraiser_id', '=', fundraiserId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}

function endedFundraisers(db: Db) {
  return {
    /** The slugs of the fundraisers a visitor can open (for the sitemap). */
    async publicSlugs(): Promise<string[]> {
      const rows = await db
        .selectFrom('fundraisers')
        .select('slug')
        .where('status', '=', 'approved')
        .orderBy('id')
        .execute();
      return rows.map((row) => row.slug);
    },

    /**
     * Approved fundraisers that ended (their last day before `day`, or closed early) within the
     * last month, with an organiser to tell, save those whose summary is in the outbox already.
     */
    endedToSummarise(day: string, monthAgoDay: string, monthAgo: string) {
      return db
        .selectFrom('fundraisers')
        .selectAll()
        .where('status', '=', 'approved')
        .where('organiser_email', 'is not', null)
        .where(({ or, and, eb }) =>
          or([
            and([eb('ends_on', '<', day), eb('ends_on', '>=', monthAgoDay)]),
            eb('closed_at', '>=', monthAgo),
          ]),
        )
        .where(notQueued(SUMMARY_KEY, sql<string>`cast(fundraisers.id as text)`))
        .orderBy('id')
        .execute();
    },
  };
}

export type FundraisersRepo = ReturnType<typeof createFundraisersRepo>;
export type FundraiserWithImage = NonNullable<Awaited<ReturnType<FundraisersRepo['find']>>>;
