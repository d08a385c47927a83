import type { Kysely } from 'kysely';
import type { NewsItem } from '#shared/schemas/content.ts';
import type { Database } from '../../db/schema.ts';

type Executor = Kysely<Database>;

const columns = ['id', 'title', 'content', 'created_at', 'updated_at'] as const;

export function listNews(db: Executor): Promise<NewsItem[]> {
  return db
    .selectFrom('news')
    .select(columns)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function insertNews(
  db: Executor,
  item: { title: string; content: string; now: string; isSample?: boolean },
): Promise<NewsItem> {
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
}

export function updateNews(
  db: Executor,
  item: { id: number; title: string; content: string; now: string },
): Promise<NewsItem | undefined> {
  return db
    .updateTable('news')
    .set({ title: item.title, content: item.content, updated_at: item.now })
    .where('id', '=', item.id)
    .returning(columns)
    .executeTakeFirst();
}

export async function deleteNews(db: Executor, id: number): Promise<boolean> {
  const result = await db.deleteFrom('news').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
