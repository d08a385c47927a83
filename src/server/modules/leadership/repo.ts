import type { Db } from '../../db/database.ts';
import { type ImageColumns, imageColumns } from '../images/image-repo.ts';
import type { OptionalImageRepo } from '../images/optional-image-items.ts';

export interface LeaderFields {
  name: string;
  role: string;
  bio: string;
}

function selectLeaders(db: Db) {
  return db
    .selectFrom('leaders')
    .leftJoin('images', 'images.id', 'leaders.image_id')
    .select(['leaders.id', 'leaders.name', 'leaders.role', 'leaders.bio', ...imageColumns]);
}

export type LeaderRow = LeaderFields & { id: number } & ImageColumns;

export const leaderRepo = {
  /** In the order they were added. */
  list: (db: Db) => selectLeaders(db).orderBy('leaders.id').execute(),

  find: (db: Db, id: number) => selectLeaders(db).where('leaders.id', '=', id).executeTakeFirst(),

  async insert(db, item) {
    const row = await db
      .insertInto('leaders')
      .values({
        name: item.name,
        role: item.role,
        bio: item.bio,
        image_id: item.imageId,
        is_sample: item.isSample ? 1 : 0,
        created_at: item.now,
        updated_at: item.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },

  async findImageId(db, id) {
    const row = await db
      .selectFrom('leaders')
      .select('image_id')
      .where('id', '=', id)
      .executeTakeFirst();
    return row?.image_id;
  },

  async update(db, item) {
    await db
      .updateTable('leaders')
      .set({
        name: item.name,
        role: item.role,
        bio: item.bio,
        image_id: item.imageId,
        updated_at: item.now,
      })
      .where('id', '=', item.id)
      .execute();
  },

  async delete(db, id) {
    const row = await db
      .deleteFrom('leaders')
      .where('id', '=', id)
      .returning('image_id')
      .executeTakeFirst();
    return row?.image_id;
  },
} satisfies OptionalImageRepo<LeaderFields, LeaderRow>;
