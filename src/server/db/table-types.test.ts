import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb, testDialects } from '../testing/test-db.ts';
import { databaseColumns } from './schema.ts';

/**
 * The table types (`tables/*.ts`) are what the code believes; the migrations are what the
 * database holds. Each table file keeps its column names in an object that the compiler checks
 * against its interface, and this test checks those names against a freshly migrated database,
 * so neither side can change alone.
 */
describe.each(testDialects)('the table types on %s', (dialect) => {
  let t: TestDb;
  beforeEach(async () => {
    t = await createTestDb(dialect);
  });
  afterEach(() => t.destroy());

  it('name exactly the tables and columns the migrations create', async () => {
    const tables = await t.db.introspection.getTables();
    const actual = Object.fromEntries(
      tables.map((table) => [table.name, table.columns.map((column) => column.name).sort()]),
    );
    const expected = Object.fromEntries(
      Object.entries(databaseColumns).map(([table, columns]) => [
        table,
        Object.keys(columns).sort(),
      ]),
    );
    expect(actual).toEqual(expected);
  });
});
