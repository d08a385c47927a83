import type { Db } from '../../db/database.ts';
import { imageColumns, newItemColumns } from '../../images/index.ts';
import { storedVersion } from '../../lib/swedish-version.ts';

/** A picture's Swedish version: left out keeps it, null removes it. */
type Version = { sv?: { description: string } | null };

/** SQL for the gallery_images table. Pass a transaction as `db` to take part in it. */
export function createGalleryRepo(db: Db) {
  const select = () =>
    db
      .selectFrom('gallery_images')
      .innerJoin('images', 'images.id', 'gallery_images.image_id')
      .select([
        'gallery_images.id',
        'gallery_images.name',
        'gallery_images.description',
        'gallery_images.sv',
        ...imageColumns,
      ]);

  return {
    /** Newest first. */
    list: () =>
      select()
        .orderBy('gallery_images.created_at', 'desc')
        .orderBy('gallery_images.id', 'desc')
        .execute(),

    find: (id: number) => select().where('gallery_images.id', '=', id).executeTakeFirst(),

    async insert(
      item: {
        name: string;
        description: string;
        imageId: number;
        now: string;
        isSample?: boolean;
      } & Version,
    ): Promise<number> {
      const row = await db
        .insertInto('gallery_images')
        .values({
          name: item.name,
          description: item.description,
          ...storedVersion(item.sv),
          ...newItemColumns(item),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async updateDescription(item: { id: number; description: string; now: string } & Version) {
      const result = await db
        .updateTable('gallery_images')
        .set({ description: item.description, ...storedVersion(item.sv), updated_at: item.now })
        .where('id', '=', item.id)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Deletes the row and returns its image id, or undefined when there was no such row. */
    async delete(id: number): Promise<number | undefined> {
      const row = await db
        .deleteFrom('gallery_images')
        .where('id', '=', id)
        .returning('image_id')
        .executeTakeFirst();
      return row?.image_id;
    },
  };
}
