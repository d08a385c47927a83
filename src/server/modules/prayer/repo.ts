import { sql } from 'kysely';
import type { PrayerSwedish } from '#shared/schemas/content.ts';
import type { Db } from '../../db/database.ts';
import { storedVersion } from '../../lib/swedish-version.ts';

const columns = [
  'id',
  'title',
  'content',
  'tag',
  'display_order',
  'pray_count',
  'created_at',
  'updated_at',
  'sv',
] as const;

export interface PrayerPointFields {
  title: string;
  content: string;
  tag: string;
  display_order: number;
  /** The Swedish version: left out keeps it, null removes it. */
  sv?: PrayerSwedish | null;
}

export interface PrayerPointRow {
  id: number;
  title: string;
  content: string;
  tag: string;
  display_order: number;
  pray_count: number;
  created_at: string;
  updated_at: string;
  /** The Swedish version as stored (JSON). */
  sv: string | null;
}

/** SQL for the prayer_points table. Pass a transaction as `db` to take part in it. */
export function createPrayerRepo(db: Db) {
  return {
    /** Sorted by display_order, then id (the order docs/product.md gives). */
    list(): Promise<PrayerPointRow[]> {
      return db
        .selectFrom('prayer_points')
        .select(columns)
        .orderBy('display_order')
        .orderBy('id')
        .execute();
    },

    counts(ids: readonly number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('prayer_points')
        .select(['id', 'pray_count'])
        .where('id', 'in', ids)
        .execute();
    },

    insert(
      point: PrayerPointFields & { now: string; isSample?: boolean },
    ): Promise<PrayerPointRow> {
      return db
        .insertInto('prayer_points')
        .values({
          title: point.title,
          content: point.content,
          tag: point.tag,
          display_order: point.display_order,
          ...storedVersion(point.sv),
          is_sample: point.isSample ? 1 : 0,
          created_at: point.now,
          updated_at: point.now,
        })
        .returning(columns)
        .executeTakeFirstOrThrow();
    },

    /** A missing tag or display_order keeps the current value. */
    update(
      point: Partial<PrayerPointFields> & {
        id: number;
        title: string;
        content: string;
        now: string;
      },
    ): Promise<PrayerPointRow | undefined> {
      return db
        .updateTable('prayer_points')
        .set({
          title: point.title,
          content: point.content,
          ...(point.tag === undefined ? {} : { tag: point.tag }),
          ...(point.display_order === undefined ? {} : { display_order: point.display_order }),
          ...storedVersion(point.sv),
          updated_at: point.now,
        })
        .where('id', '=', point.id)
        .returning(columns)
        .executeTakeFirst();
    },

    async delete(id: number): Promise<boolean> {
      const result = await db.deleteFrom('prayer_points').where('id', '=', id).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    resetCount(id: number): Promise<PrayerPointRow | undefined> {
      return db
        .updateTable('prayer_points')
        .set({ pray_count: 0 })
        .where('id', '=', id)
        .returning(columns)
        .executeTakeFirst();
    },

    /** One atomic statement, so concurrent prayers never overwrite each other's count. */
    async incrementCount(id: number): Promise<number | undefined> {
      const row = await db
        .updateTable('prayer_points')
        .set({ pray_count: sql<number>`pray_count + 1` })
        .where('id', '=', id)
        .returning('pray_count')
        .executeTakeFirst();
      return row?.pray_count;
    },
  };
}
