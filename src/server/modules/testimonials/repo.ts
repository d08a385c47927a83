import type { Db } from '../../db/database.ts';
import { type ImageColumns, imageColumns } from '../images/image-repo.ts';
import type { OptionalImageRepo } from '../images/optional-image-items.ts';

export interface TestimonialFields {
  name: string;
  role: string;
  quote: string;
}

function selectTestimonials(db: Db) {
  return db
    .selectFrom('testimonials')
    .leftJoin('images', 'images.id', 'testimonials.image_id')
    .select([
      'testimonials.id',
      'testimonials.name',
      'testimonials.role',
      'testimonials.quote',
      ...imageColumns,
    ]);
}

export type TestimonialRow = TestimonialFields & { id: number } & ImageColumns;

export const testimonialRepo = {
  /** In the order they were added. */
  list: (db: Db) => selectTestimonials(db).orderBy('testimonials.id').execute(),

  find: (db: Db, id: number) =>
    selectTestimonials(db).where('testimonials.id', '=', id).executeTakeFirst(),

  async insert(db, item) {
    const row = await db
      .insertInto('testimonials')
      .values({
        name: item.name,
        role: item.role,
        quote: item.quote,
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
      .selectFrom('testimonials')
      .select('image_id')
      .where('id', '=', id)
      .executeTakeFirst();
    return row?.image_id;
  },

  async update(db, item) {
    await db
      .updateTable('testimonials')
      .set({
        name: item.name,
        role: item.role,
        quote: item.quote,
        image_id: item.imageId,
        updated_at: item.now,
      })
      .where('id', '=', item.id)
      .execute();
  },

  async delete(db, id) {
    const row = await db
      .deleteFrom('testimonials')
      .where('id', '=', id)
      .returning('image_id')
      .executeTakeFirst();
    return row?.image_id;
  },
} satisfies OptionalImageRepo<TestimonialFields, TestimonialRow>;
