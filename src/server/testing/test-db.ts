import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { createDb, type Db, migrateToLatest } from '../db/database.ts';

export type TestDialect = 'sqlite' | 'postgres';

/** The dialects to run data tests on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const testDialects: TestDialect[] = process.env.TEST_DATABASE_URL
  ? ['sqlite', 'postgres']
  : ['sqlite'];

/**
 * A fresh, migrated database: in-memory SQLite, or a schema of its own in the PostgreSQL
 * database at TEST_DATABASE_URL (dropped by `destroy`), so test files can run side by side.
 */
export async function createTestDb(
  dialect: TestDialect = 'sqlite',
): Promise<{ db: Db; destroy: () => Promise<void>; connect: () => Db }> {
  if (dialect === 'sqlite') {
    const db = createDb({ kind: 'sqlite', file: ':memory:' });
    await migrateToLatest(db);
    return { db, destroy: () => db.destroy(), connect: () => db };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = createDb({ kind: 'postgres', url });
  await sql`create schema ${sql.id(schema)}`.execute(admin);
  const opened: Db[] = [];
  const connect = () => {
    const db = createDb({ kind: 'postgres', url, schema });
    opened.push(db);
    return db;
  };
  const db = connect();
  await migrateToLatest(db);
  return {
    db,
    connect,
    async destroy() {
      await Promise.all(opened.map((d) => d.destroy()));
      await sql`drop schema ${sql.id(schema)} cascade`.execute(admin);
      await admin.destroy();
    },
  };
}
