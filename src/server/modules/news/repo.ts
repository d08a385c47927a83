import type { NewsItem } from '#shared/schemas/content.ts';
import type { Db } from '../../db/database.ts';

const columns = ['id', 'title', 'content', 'created_at', 'updated_at'] as const;

export interface NewsFields {
  title: string;
  content: string;
}

/** SQL for the news table. Pass a transaction as `db` to take part in it. */
export function createNewsRepo(db: Db) {
  return {
    /** Newest first by updated_at, so an edit moves an item to the top. */
    list(): Promise<NewsItem[]> {
      return db
        .selectFrom('news')
        .select(columns)
        .orderBy('updated_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    insert(item: NewsFields & { now: string; isSample?: boolean }): Promise<NewsItem> {
      return db
        .insertInto('news')
        .values({
          title: item.title,
          content: item.content,
          is_sample: item.isSample ? 1 : 0,
          created_at: item.now,
          updated_at: item.now,
        })
        .returning(columns)
        .executeTakeFirstOrThrow();
    },

    update(item: NewsFields & { id: number; now: string }): Promise<NewsItem | undefined> {
      return db
        .updateTable('news')
        .set({ title: item.title, content: item.content, updated_at: item.now })
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
