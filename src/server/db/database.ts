import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, Migrator, PostgresAdapter, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { migrations } from './migrations/index.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

export type DatabaseOptions = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };

export function databaseOptionsFromConfig(config: {
  databaseUrl: string | undefined;
  dataDir: string;
}): DatabaseOptions {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'sqlite', file: path.join(config.dataDir, 'site.db') };
}

// COUNT(*) and BIGINT come back from pg as strings; every count here fits in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

export function createDb(options: DatabaseOptions): Db {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  if (options.file !== ':memory:') fs.mkdirSync(path.dirname(options.file), { recursive: true });
  return sqliteDb(new SqliteDatabase(options.file));
}

/** Kysely on an open SQLite database, with the site's settings. */
export function sqliteDb(sqlite: SqliteDatabase.Database): Db {
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // Kysely looks for its migration tables in every schema unless told which one; with other
    // schemas in the same database it would find theirs and skip its own.
    ...(db.getExecutor().adapter instanceof PostgresAdapter
      ? { migrationTableSchema: await currentSchema(db) }
      : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}

async function currentSchema(db: Db): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]!.schema;
}

export async function pingDb(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
