import type { Db } from '../db/database.ts';
import type { ImagesTable } from '../db/tables/content.ts';

/** The images columns that list queries join in (`leftJoin('images', ...)`). */
export const imageColumns = [
  'images.storage_key as image_key',
  'images.width as image_width',
  'images.height as image_height',
  'images.widths as image_widths',
] as const;

export interface ImageColumns {
  image_key: string | null;
  image_width: number | null;
  image_height: number | null;
  image_widths: string | null;
}

/** The columns a new content row with an image sets besides its text (news has no image). */
export function newItemColumns<ImageId extends number | null>(item: {
  imageId: ImageId;
  now: string;
  isSample?: boolean;
}) {
  return {
    image_id: item.imageId,
    is_sample: item.isSample ? 1 : 0,
    created_at: item.now,
    updated_at: item.now,
  };
}

/** SQL for the images table. Pass a transaction as `db` to take part in it. */
export function createImageRepo(db: Db) {
  return {
    async insert(image: Omit<ImagesTable, 'id'>): Promise<number> {
      const row = await db
        .insertInto('images')
        .values(image)
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** Every image's stored widths (for a pass over all of them, not for a page). */
    listWidths() {
      return db.selectFrom('images').select(['id', 'storage_key', 'width', 'widths']).execute();
    },

    /** Records an image's new widths, unless they changed meanwhile; true when this call did. */
    async replaceWidths(id: number, from: string, to: string): Promise<boolean> {
      const result = await db
        .updateTable('images')
        .set({ widths: to })
        .where('id', '=', id)
        .where('widths', '=', from)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Deletes the image rows and returns them, so their files can be removed after commit. */
    async delete(ids: readonly number[]) {
      if (ids.length === 0) return [];
      return db
        .deleteFrom('images')
        .where('id', 'in', ids)
        .returning(['storage_key', 'widths'])
        .execute();
    },
  };
}
