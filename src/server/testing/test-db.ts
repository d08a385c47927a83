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
 * PostgreSQL server of TEST_DATABASE_URL, so test files run side by side. Both start as the
 * database migrated once (see global-setup.ts), not by migrating again: SQLite as a copy of its
 * bytes, PostgreSQL as a copy of the template that a later test of this process empties and uses
 * again (`destroy` gives it back). `migrate: false` gives an empty one, for tests of the
 * migrations themselves.
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
  const emptied = migrate ? await takeReleased() : undefined;
  const name =
    emptied ?? (await createDatabase(migrate ? inject('postgresTemplate') : 'template0'));
  const url = databaseUrl(name);
  const opened: Db[] = [];
  const connect = () => {
    const db = createDb({ kind: 'postgres', url });
    opened.push(db);
    return db;
  };
  const db = connect();
  // Read once, from a fresh copy: a given-back database's tables may have been changed.
  if (migrate) {
    schema ??= readSchema(db);
    await schema;
  }
  return {
    db,
    connect,
    url,
    async destroy() {
      await Promise.all(opened.map((db) => db.destroy()));
      if (migrate) released.push(name);
      else dropInBackground(name);
    },
  };
}

/**
 * This process's migrated databases that no test holds. Emptying one takes a hundredth of the
 * time of a copy and a drop: PostgreSQL writes a checkpoint for every dropped database, most of
 * a second on this machine's disk. The run's teardown drops them (see global-setup.ts).
 */
const released: string[] = [];

/** A database a test gave back, emptied; none when there is none or its test changed its tables. */
async function takeReleased(): Promise<string | undefined> {
  const name = released.pop();
  if (!name) return undefined;
  const db = createDb({ kind: 'postgres', url: databaseUrl(name) });
  try {
    await emptyTables(db);
    return name;
  } catch (error) {
    if (!schemaChanged(error)) throw error;
    // A failed write is made by dropping a table: a copy replaces this one.
    dropInBackground(name);
    return undefined;
  } finally {
    await db.destroy();
  }
}

/**
 * PostgreSQL's error codes for a DELETE or sequence restart that fails because the test changed
 * the tables the template's schema lists: one dropped or renamed (undefined_table), or a foreign
 * key added that the order of deletes does not know (foreign_key_violation).
 */
const SCHEMA_CHANGED_CODES = new Set(['42P01', '23503']);
const schemaChanged = (error: unknown) =>
  error instanceof Error && 'code' in error && SCHEMA_CHANGED_CODES.has(String(error.code));

/** Every row deleted, children before parents, and every sequence back at its start. */
async function emptyTables(db: Db): Promise<void> {
  if (!schema) throw new Error('no database of this process was copied from the template');
  const { tables, sequences } = await schema;
  const statements = [
    ...tables.map((table) => `delete from "${table}"`),
    ...sequences.map((sequence) => `alter sequence "${sequence}" restart`),
  ];
  await db.transaction().execute((trx) => sql.raw(statements.join(';')).execute(trx));
}

/** The migrated tables, children before parents (Kysely's own left out), and the sequences. */
let schema: Promise<{ tables: string[]; sequences: string[] }> | undefined;
async function readSchema(db: Db) {
  const { rows: tables } = await sql<{ name: string }>`
    select tablename as name from pg_tables
    where schemaname = current_schema() and tablename not like 'kysely_migration%'`.execute(db);
  const { rows: references } = await sql<{ child: string; parent: string }>`
    select child.relname as child, parent.relname as parent
    from pg_constraint
    join pg_class child on child.oid = conrelid
    join pg_class parent on parent.oid = confrelid
    where contype = 'f' and connamespace = current_schema()::regnamespace`.execute(db);
  const { rows: sequences } = await sql<{ name: string }>`
    select sequencename as name from pg_sequences where schemaname = current_schema()`.execute(db);
  // Depth first: a table is listed once every table that references it is.
  const ordered: string[] = [];
  const seen = new Set<string>();
  const visit = (table: string) => {
    if (seen.has(table)) return;
    seen.add(table);
    for (const { child, parent } of references)
      if (parent === table && child !== table) visit(child);
    ordered.push(table);
  };
  for (const { name } of tables) visit(name);
  return { tables: ordered, sequences: sequences.map((row) => row.name) };
}

/**
 * A database of this run's own on the PostgreSQL server: named after the run's template, so
 * that the global setup's teardown finds and drops them (see global-setup.ts).
 */
async function createDatabase(template: string): Promise<string> {
  const name = `${inject('postgresTemplate')}_${randomBytes(6).toString('hex')}`;
  await sql`create database ${sql.id(name)} template ${sql.id(template)}`.execute(await server());
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

/** A database's URL on the server; a test's commits need not wait for the disk. */
function databaseUrl(name: string): string {
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  url.searchParams.set('options', '-c synchronous_commit=off');
  return url.href;
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
