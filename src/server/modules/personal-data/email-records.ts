import type { Db } from '../../db/database.ts';
import { emailMatches, type PersonalDataProvider } from './provider.ts';

/** The tables that hold one person per row, found by their `email` column. */
export type EmailTable = 'contact_messages' | 'volunteer_applications' | 'volunteers';

/**
 * The provider of a table that holds one person per row: found and erased by `email`, purged
 * by `created_at` when `purge` is set. `toRecord` shapes a row for the export.
 */
export function emailRecordsProvider(options: {
  name: string;
  table: EmailTable;
  purge: boolean;
  toRecord?: (row: never) => unknown;
}): PersonalDataProvider {
  // One table of the union at a time: Kysely's types cannot follow a table chosen at run time.
  const table = options.table as 'contact_messages';
  const toRecord = (options.toRecord ?? ((row) => row)) as (row: unknown) => unknown;
  return {
    name: options.name,
    async find(db, email) {
      const rows = await db
        .selectFrom(table)
        .selectAll()
        .where(emailMatches('email', email))
        .orderBy('id')
        .execute();
      return rows.map(toRecord);
    },
    async erase(db, email) {
      const result = await db
        .deleteFrom(table)
        .where(emailMatches('email', email))
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
    ...(options.purge
      ? {
          async purgeBefore(db: Db, cutoff: string) {
            const result = await db
              .deleteFrom(table)
              .where('created_at', '<', cutoff)
              .executeTakeFirst();
            return Number(result.numDeletedRows);
          },
        }
      : {}),
  };
}
