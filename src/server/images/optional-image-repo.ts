import type { Db } from '../db/database.ts';
import { storedVersion } from '../lib/swedish-version.ts';
import { type ImageColumns, imageColumns, newItemColumns } from './repo.ts';

/** `sv`: the Swedish version as stored (JSON), null for none. */
export type OptionalImageRow<Fields> = Fields & { id: number; sv: string | null } & ImageColumns;

/** An item's Swedish version in a change: left out keeps it, null removes it. */
export type SwedishVersionChange = { sv?: object | null };

/** The tables whose rows are text fields and an optional image. */
export type OptionalImageTable = 'testimonials' | 'leaders';

/**
 * SQL for a table of text fields with an optional image (testimonials, leaders): `fields` are
 * its text columns. Pass a transaction as `db` to take part in it.
 */
export function createOptionalImageRepo<Fields extends Record<string, string>>(
  db: Db,
  table: OptionalImageTable,
  fields: readonly (keyof Fields & string)[],
) {
  // Kysely cannot type a table chosen at run time, so the queries are typed as on `leaders`:
  // both tables have the same columns apart from the text fields, which `fields` names.
  const t = table as 'leaders';
  const pick = (item: Fields) =>
    Object.fromEntries(fields.map((field) => [field, item[field]])) as Record<string, string>;
  const select = () =>
    db
      .selectFrom(t)
      .leftJoin('images', 'images.id', `${t}.image_id`)
      .select([
        `${t}.id`,
        `${t}.sv`,
        ...fields.map((field) => `${t}.${field}` as `${typeof t}.name`),
      ])
      .select(imageColumns)
      .$castTo<OptionalImageRow<Fields>>();

  return {
    /** In the order they were added. */
    list: () => select().orderBy(`${t}.id`).execute(),

    async find(id: number): Promise<OptionalImageRow<Fields> | undefined> {
      const [row] = await select().where(`${t}.id`, '=', id).execute();
      return row;
    },

    async insert(
      item: Fields &
        SwedishVersionChange & { imageId: number | null; now: string; isSample?: boolean },
    ): Promise<number> {
      const row = await db
        .insertInto(t)
        .values({
          ...(pick(item) as { name: string; role: string; bio: string }),
          ...storedVersion(item.sv),
          ...newItemColumns(item),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** The current image id (null for none), or undefined when there is no such row. */
    async findImageId(id: number): Promise<number | null | undefined> {
      const row = await db.selectFrom(t).select('image_id').where('id', '=', id).executeTakeFirst();
      return row?.image_id;
    },

    async update(
      item: Fields & SwedishVersionChange & { id: number; imageId: number | null; now: string },
    ) {
      await db
        .updateTable(t)
        .set({
          ...pick(item),
          ...storedVersion(item.sv),
          image_id: item.imageId,
          updated_at: item.now,
        })
        .where('id', '=', item.id)
        .execute();
    },

    /** Deletes the row; returns its image id (null for none), or undefined when there was none. */
    async delete(id: number): Promise<number | null | undefined> {
      const row = await db
        .deleteFrom(t)
        .where('id', '=', id)
        .returning('image_id')
        .executeTakeFirst();
      return row?.image_id;
    },
  };
}

export type OptionalImageRepo<Fields extends Record<string, string>> = ReturnType<
  typeof createOptionalImageRepo<Fields>
>;
