import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { imageColumns } from '../images/image-repo.ts';

type Executor = Kysely<Database>;

function selectGallery(db: Executor) {
  return db
    .selectFrom('gallery_images')
    .innerJoin('images', 'images.id', 'gallery_images.image_id')
    .select([
      'gallery_images.id',
      'gallery_images.name',
      'gallery_images.description',
      ...imageColumns,
    ]);
}

/** Newest first. */
export function listGallery(db: Executor) {
  return selectGallery(db)
    .orderBy('gallery_images.created_at', 'desc')
    .orderBy('gallery_images.id', 'desc')
    .execute();
}

export function findGalleryImage(db: Executor, id: number) {
  return selectGallery(db).where('gallery_images.id', '=', id).executeTakeFirst();
}

export async function insertGalleryImage(
  db: Executor,
  item: { name: string; description: string; imageId: number; now: string; isSample?: boolean },
): Promise<number> {
  const row = await db
    .insertInto('gallery_images')
    .values({
      name: item.name,
      description: item.description,
      image_id: item.imageId,
      is_sample: item.isSample ? 1 : 0,
      created_at: item.now,
      updated_at: item.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateGalleryDescription(
  db: Executor,
  item: { id: number; description: string; now: string },
): Promise<boolean> {
  const result = await db
    .updateTable('gallery_images')
    .set({ description: item.description, updated_at: item.now })
    .where('id', '=', item.id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Deletes the row and returns its image id, or undefined when there was no such row. */
export async function deleteGalleryImage(db: Executor, id: number): Promise<number | undefined> {
  const row = await db
    .deleteFrom('gallery_images')
    .where('id', '=', id)
    .returning('image_id')
    .executeTakeFirst();
  return row?.image_id;
}
