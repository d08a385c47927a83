import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { createDb, type Db, migrateToLatest } from '../db/database.ts';

export type TestDialect = 'sqlite' | 'postgres';

/** The dialects to run data tests on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const testDialects: TestDialect[] = process.env.TEST_DATABASE_URL
  ? ['sqlite', 'postgres']
  : ['sqlite'];

export interface TestDb {
  db: Db;
  destroy: () => Promise<void>;
  /** Another Kysely (another connection pool on PostgreSQL) on the same data. */
  connect: () => Db;
  /**
   * Runs `work` that reads the catalogue of every schema (migrations, introspection, a process
   * that migrates) while no other test drops its schema: see withSchemaLock.
   */
  withStableSchemas: <T>(work: () => Promise<T>) => Promise<T>;
  /** Runs `work` that changes this schema's tables (drops one, say) while no one reads the catalogue. */
  withSchemaChange: <T>(work: () => Promise<T>) => Promise<T>;
}

/**
 * A fresh, migrated database: in-memory SQLite, or a schema of its own in the PostgreSQL
 * database at TEST_DATABASE_URL (dropped by `destroy`), so test files can run side by side.
 * `migrate: false` leaves it empty, for tests of the migrations themselves.
 */
export async function createTestDb(
  dialect: TestDialect = 'sqlite',
  options: { migrate?: boolean } = {},
): Promise<TestDb> {
  const migrate = options.migrate ?? true;
  if (dialect === 'sqlite') {
    const db = createDb({ kind: 'sqlite', file: ':memory:' });
    if (migrate) await migrateToLatest(db);
    return {
      db,
      destroy: () => db.destroy(),
      connect: () => db,
      withStableSchemas: (work) => work(),
      withSchemaChange: (work) => work(),
    };
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
  const withStableSchemas = <T>(work: () => Promise<T>) => withSchemaLock(admin, 'shared', work);
  if (migrate) await withStableSchemas(() => migrateToLatest(db));
  return {
    db,
    connect,
    withStableSchemas,
    withSchemaChange: (work) => withSchemaLock(admin, 'exclusive', work),
    async destroy() {
      await Promise.all(opened.map((d) => d.destroy()));
      await withSchemaLock(admin, 'exclusive', () =>
        sql`drop schema ${sql.id(schema)} cascade`.execute(admin),
      );
      await admin.destroy();
    },
  };
}

/** An arbitrary number naming the lock below. */
const SCHEMA_LOCK = 715_301;

/**
 * Migrating reads the catalogue of every schema (Kysely's introspection), which fails when
 * another test process drops its schema at that moment; so migrations share a lock that
 * schema drops take alone. Held by a transaction on `admin` while `work` runs.
 */
async function withSchemaLock<T>(
  admin: Db,
  mode: 'shared' | 'exclusive',
  work: () => Promise<T>,
): Promise<T> {
  return admin.transaction().execute(async (trx) => {
    await (mode === 'shared'
      ? sql`select pg_advisory_xact_lock_shared(${SCHEMA_LOCK})`
      : sql`select pg_advisory_xact_lock(${SCHEMA_LOCK})`
    ).execute(trx);
    return work();
  });
}
