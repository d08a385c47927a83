import { randomBytes } from 'node:crypto';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { inject } from 'vitest';
import { createDb, type Db, migrateToLatest, sqliteDb } from '../db/database.ts';
import './provided-context.ts';

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
  /** The database's own URL on PostgreSQL, for a process the test starts (DATABASE_URL). */
  url?: string;
}

/**
 * A fresh database of the test's own: in-memory SQLite, or a database of its own on the
 * PostgreSQL server of TEST_DATABASE_URL (dropped by `destroy`), so test files run side by side.
 * Both start as a copy of a database migrated once (see global-setup.ts), not by migrating again.
 * `migrate: false` gives an empty one, for tests of the migrations themselves.
 */
export async function createTestDb(
  dialect: TestDialect = 'sqlite',
  options: { migrate?: boolean } = {},
): Promise<TestDb> {
  const migrate = options.migrate ?? true;
  if (dialect === 'sqlite') {
    const db = sqliteDb(new SqliteDatabase(migrate ? await migratedSqlite() : ':memory:'));
    return { db, destroy: () => db.destroy(), connect: () => db };
  }
  const name = migrate ? await takeCopyOfTemplate() : await createDatabase('template0');
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  const opened: Db[] = [];
  const connect = () => {
    const db = createDb({ kind: 'postgres', url: url.href });
    opened.push(db);
    return db;
  };
  return {
    db: connect(),
    connect,
    url: url.href,
    async destroy() {
      await Promise.all(opened.map((db) => db.destroy()));
      dropInBackground(name);
    },
  };
}

/**
 * A database of this run's own on the PostgreSQL server: named after the run's template, so
 * that the global setup's teardown finds and drops whatever a worker left (see global-setup.ts).
 */
async function createDatabase(template: string): Promise<string> {
  const name = `${inject('postgresTemplate')}_${randomBytes(6).toString('hex')}`;
  await sql`create database ${sql.id(name)} template ${sql.id(template)}`.execute(await server());
  return name;
}

/**
 * The next test's copy of the migrated template is made while this test runs, and a finished
 * test's database is dropped while the next one runs: PostgreSQL spends most of a second on a
 * copy and a drop on a busy machine, time the tests need not wait for.
 */
let nextCopy: Promise<string> | undefined;
async function takeCopyOfTemplate(): Promise<string> {
  const copy = nextCopy ?? createDatabase(inject('postgresTemplate'));
  const name = await copy;
  nextCopy = createDatabase(inject('postgresTemplate'));
  // An unused copy is dropped with the run's others; its failure shows in the test that takes it.
  nextCopy.catch(() => {});
  return name;
}

/** A connection still closing holds the drop back; what the retries miss, the teardown drops. */
function dropInBackground(name: string, attempt = 1): void {
  (async () => {
    await sql`drop database if exists ${sql.id(name)}`.execute(await server());
  })().catch(() => {
    if (attempt < 5) setTimeout(() => dropInBackground(name, attempt + 1), 200 * attempt);
  });
}

function serverUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  return url;
}

/** One connection to TEST_DATABASE_URL per test process, for creating and dropping databases. */
let serverDb: Db | undefined;
async function server(): Promise<Db> {
  serverDb ??= createDb({ kind: 'postgres', url: serverUrl() });
  return serverDb;
}

/** The migrated SQLite database's bytes, made once per test process. */
let sqliteTemplate: Promise<Buffer> | undefined;
function migratedSqlite(): Promise<Buffer> {
  sqliteTemplate ??= (async () => {
    const sqlite = new SqliteDatabase(':memory:');
    const db = sqliteDb(sqlite);
    await migrateToLatest(db);
    const bytes = sqlite.serialize();
    await db.destroy();
    return bytes;
  })();
  return sqliteTemplate;
}
