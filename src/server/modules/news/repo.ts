import type { Db } from '../../db/database.ts';
import { storedVersion } from '../../lib/swedish-version.ts';

const columns = ['id', 'title', 'content', 'created_at', 'updated_at', 'sv'] as const;

export interface NewsFields {
  title: string;
  content: string;
  /** The Swedish version: left out keeps it, null removes it. */
  sv?: NewsFieldsInSwedish | null;
}
type NewsFieldsInSwedish = Pick<NewsFields, 'title' | 'content'>;

export interface NewsRow {
  id: number;
  title: string;
  content: string;
  created_at: string;
  updated_at: string;
  /** The Swedish version as stored (JSON). */
  sv: string | null;
}

/** SQL for the news table. Pass a transaction as `db` to take part in it. */
export function createNewsRepo(db: Db) {
  return {
    /** Newest first by updated_at, so an edit moves an item to the top. */
    list(): Promise<NewsRow[]> {
      return db
        .selectFrom('news')
        .select(columns)
        .orderBy('updated_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    insert(item: NewsFields & { now: string; isSample?: boolean }): Promise<NewsRow> {
      return db
        .insertInto('news')
        .values({
          title: item.title,
          content: item.content,
          ...storedVersion(item.sv),
          is_sample: item.isSample ? 1 : 0,
          created_at: item.now,
          updated_at: item.now,
        })
        .returning(columns)
        .executeTakeFirstOrThrow();
    },

    update(item: NewsFields & { id: number; now: string }): Promise<NewsRow | undefined> {
      return db
        .updateTable('news')
        .set({
          title: item.title,
          content: item.content,
          ...storedVersion(item.sv),
          updated_at: item.now,
        })
        .where('id', '=', item.id)
        .returning(columns)
        .executeTakeFirst();
    },

    async delete(id: number): Promise<boolean> {
      const result = await db.deleteFrom('news').where('id', '=', id).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}
