import type { Insertable } from 'kysely';
import type { AppealInput } from '#shared/schemas/appeals.ts';
import type { Db } from '../../db/database.ts';
import type { AppealRow, AppealsTable } from '../../db/tables/appeals.ts';
import { storedVersion } from '../../lib/swedish-version.ts';

const appealColumns = (appeal: AppealInput) => ({
  slug: appeal.slug,
  title: appeal.title,
  summary: appeal.summary,
  blocks: JSON.stringify(appeal.content),
  cover_image: appeal.image,
  cover_alt: appeal.alt,
  goal_ore: appeal.goal,
  starts_on: appeal.startsOn,
  ends_on: appeal.endsOn,
  status: appeal.status,
  ...storedVersion(appeal.sv),
});

/** SQL for the appeals. Pass a transaction as `db` to take part in it. */
export function createAppealsRepo(db: Db) {
  return {
    /** Every appeal, the latest to end first; only the public ones unless told. */
    list(options: { publicOnly: boolean }): Promise<AppealRow[]> {
      return db
        .selectFrom('appeals')
        .selectAll()
        .$if(options.publicOnly, (q) => q.where('status', 'in', ['published', 'ended']))
        .orderBy('ends_on', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    /** The published appeals running on `day` (YYYY-MM-DD), the soonest to end first. */
    current(day: string): Promise<AppealRow[]> {
      return db
        .selectFrom('appeals')
        .selectAll()
        .where('status', '=', 'published')
        .where('starts_on', '<=', day)
        .where('ends_on', '>=', day)
        .orderBy('ends_on')
        .orderBy('id')
        .execute();
    },

    find(id: number) {
      return db.selectFrom('appeals').selectAll().where('id', '=', id).executeTakeFirst();
    },

    findBySlug(slug: string) {
      return db.selectFrom('appeals').selectAll().where('slug', '=', slug).executeTakeFirst();
    },

    /** Adds the appeal; undefined (and nothing written) when its slug is taken. */
    async insert(appeal: AppealInput, now: string): Promise<AppealRow | undefined> {
      const row: Insertable<AppealsTable> = {
        ...appealColumns(appeal),
        created_at: now,
        updated_at: now,
      };
      return db
        .insertInto('appeals')
        .values(row)
        .onConflict((oc) => oc.column('slug').doNothing())
        .returningAll()
        .executeTakeFirst();
    },

    replace(id: number, appeal: AppealInput, now: string) {
      return db
        .updateTable('appeals')
        .set({ ...appealColumns(appeal), updated_at: now })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },

    /** Whether a gift or a fundraiser names the appeal: then it is ended, not deleted. */
    async isUsed(id: number): Promise<boolean> {
      const gift = await db
        .selectFrom('donations')
        .select('id')
        .where('appeal_id', '=', id)
        .limit(1)
        .executeTakeFirst();
      if (gift) return true;
      const fundraiser = await db
        .selectFrom('fundraisers')
        .select('id')
        .where('appeal_id', '=', id)
        .limit(1)
        .executeTakeFirst();
      return fundraiser !== undefined;
    },

    async delete(id: number): Promise<boolean> {
      const result = await db.deleteFrom('appeals').where('id', '=', id).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    /** The slugs of the uploaded images among these storage keys. */
    async existingImageKeys(keys: readonly string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const rows = await db
        .selectFrom('images')
        .select('storage_key')
        .where('storage_key', 'in', [...keys])
        .execute();
      return new Set(rows.map((row) => row.storage_key));
    },

    /** The slugs of the appeals a visitor can open (for the sitemap). */
    async publicSlugs(): Promise<string[]> {
      const rows = await db
        .selectFrom('appeals')
        .select('slug')
        .where('status', 'in', ['published', 'ended'])
        .orderBy('id')
        .execute();
      return rows.map((row) => row.slug);
    },
  };
}

export type AppealsRepo = ReturnType<typeof createAppealsRepo>;
