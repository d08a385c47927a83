import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { PersonalDataProvider } from '../personal-data/index.ts';

const DAY_MS = 24 * 60 * 60_000;
/** An unconfirmed fundraiser (its link never opened) is deleted after this. */
const UNCONFIRMED_DAYS = 7;

const byOrganiser = (email: string) =>
  sql<boolean>`lower(organiser_email) = ${email.toLowerCase()}`;

/**
 * Fundraisers' organisers: their name and address. Erasure and the retention purge remove both
 * (a public page then names no organiser); a fundraiser that never became public is deleted
 * instead, as is one whose address was never confirmed within a week.
 */
export const fundraisersData: PersonalDataProvider = {
  name: 'fundraisers',

  async find(db, email) {
    return db
      .selectFrom('fundraisers')
      .select([
        'slug',
        'kind',
        'title',
        'in_memory_of',
        'story',
        'organiser_name',
        'organiser_email',
        'status',
        'ends_on',
        'created_at',
      ])
      .where(byOrganiser(email))
      .orderBy('id')
      .execute();
  },

  async erase(db, email) {
    const removed = await deleteNeverPublic(db, () => byOrganiser(email));
    const result = await db
      .updateTable('fundraisers')
      .set({ organiser_name: null, organiser_email: null })
      .where(byOrganiser(email))
      .executeTakeFirst();
    return removed + Number(result.numUpdatedRows);
  },

  /** Fundraisers that ended before `cutoff` forget their organiser; old reports go. */
  async purgeBefore(db, cutoff) {
    const removed = await deleteNeverPublic(db, (eb) => eb('created_at', '<', cutoff));
    const result = await db
      .updateTable('fundraisers')
      .set({ organiser_name: null, organiser_email: null })
      .where('organiser_email', 'is not', null)
      .where(({ or, eb }) =>
        or([eb('ends_on', '<', cutoff.slice(0, 10)), eb('closed_at', '<', cutoff)]),
      )
      .executeTakeFirst();
    await db.deleteFrom('fundraiser_reports').where('created_at', '<', cutoff).execute();
    return removed + Number(result.numUpdatedRows);
  },

  /** A fundraiser whose address was never confirmed holds a stranger's address for nothing. */
  async clearUnneeded(db, now) {
    const cutoff = new Date(now.getTime() - UNCONFIRMED_DAYS * DAY_MS).toISOString();
    return deleteNeverPublic(db, (eb) =>
      eb.and([eb('status', '=', 'unconfirmed'), eb('created_at', '<', cutoff)]),
    );
  },
};

type Chosen = (eb: ExpressionBuilder<Database, 'fundraisers'>) => Expression<SqlBool>;

/** Deletes the fundraisers that never became public (unconfirmed, waiting, declined) among those chosen. */
async function deleteNeverPublic(db: Db, chosen: Chosen): Promise<number> {
  const result = await db
    .deleteFrom('fundraisers')
    .where('status', '!=', 'approved')
    .where(chosen)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
