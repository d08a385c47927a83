import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb, testDialects } from '../testing/test-db.ts';
import {
  createDb,
  type Db,
  databaseOptionsFromConfig,
  migrateToLatest,
  pingDb,
} from './database.ts';
import { migrations } from './migrations/index.ts';

const NOW = '2026-01-15T10:00:00.000Z';

const adminRow = (username: string) => ({
  username,
  password_hash: 'scrypt$x',
  created_at: NOW,
  updated_at: NOW,
});

const outboxRow = (dedupeKey: string | null) => ({
  dedupe_key: dedupeKey,
  to_address: 'someone@example.org',
  subject: 'Hello',
  text_body: 'Body',
  status: 'pending' as const,
  attempts: 0,
  next_attempt_at: NOW,
  created_at: NOW,
});

/** Table name → column names. */
async function tablesOf(db: Db): Promise<Map<string, string[]>> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  return new Map(tables.map((table) => [table.name, table.columns.map((column) => column.name)]));
}

describe.each(testDialects)('data layer on %s', (dialect) => {
  describe('migrations', () => {
    let empty: TestDb;
    beforeEach(async () => {
      empty = await createTestDb(dialect, { migrate: false });
    });
    afterEach(() => empty.destroy());

    it('create every table of the foundation on an empty database', async () => {
      expect((await tablesOf(empty.db)).has('admins')).toBe(false);
      await migrateToLatest(empty.db);
      const tables = await tablesOf(empty.db);
      expect(tables.get('admins')).toEqual(
        expect.arrayContaining(['id', 'username', 'password_hash', 'created_at', 'updated_at']),
      );
      expect(tables.get('sessions')).toEqual(
        expect.arrayContaining(['id', 'admin_id', 'created_at', 'expires_at']),
      );
      expect(tables.get('outbox')).toEqual(
        expect.arrayContaining([
          'id',
          'dedupe_key',
          'to_address',
          'reply_to',
          'subject',
          'text_body',
          'attachments',
          'status',
          'attempts',
          'next_attempt_at',
          'claimed_by',
          'claimed_at',
          'last_error',
          'sent_at',
          'created_at',
        ]),
      );
    });

    it('are idempotent: running them again changes nothing and keeps the data', async () => {
      await migrateToLatest(empty.db);
      await empty.db.insertInto('admins').values(adminRow('kept')).execute();
      await migrateToLatest(empty.db);
      const applied = await sql<{ name: string }>`select name from kysely_migration`.execute(
        empty.db,
      );
      expect(applied.rows.map((row) => row.name).sort()).toEqual(Object.keys(migrations).sort());
      const admins = await empty.db.selectFrom('admins').select('username').execute();
      expect(admins).toEqual([{ username: 'kept' }]);
    });

    it('survive two instances starting at the same time on one database', async () => {
      const other = empty.connect();
      await Promise.all([migrateToLatest(empty.db), migrateToLatest(other)]);
      expect([...(await tablesOf(other)).keys()]).toEqual(
        expect.arrayContaining(['admins', 'sessions', 'outbox']),
      );
    });
  });

  describe('tables', () => {
    let t: TestDb;
    beforeEach(async () => {
      t = await createTestDb(dialect);
    });
    afterEach(() => t.destroy());

    it('give auto-incrementing ids', async () => {
      const first = await t.db
        .insertInto('admins')
        .values(adminRow('a'))
        .returning('id')
        .executeTakeFirstOrThrow();
      const second = await t.db
        .insertInto('admins')
        .values(adminRow('b'))
        .returning('id')
        .executeTakeFirstOrThrow();
      expect(first.id).toBeTypeOf('number');
      expect(second.id).toBeGreaterThan(first.id);
      const message = await t.db
        .insertInto('outbox')
        .values(outboxRow(null))
        .returning('id')
        .executeTakeFirstOrThrow();
      expect(message.id).toBeTypeOf('number');
    });

    it('refuse a second admin with the same username', async () => {
      await t.db.insertInto('admins').values(adminRow('alice')).execute();
      await expect(t.db.insertInto('admins').values(adminRow('alice')).execute()).rejects.toThrow();
      const count = await t.db
        .selectFrom('admins')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(count.n).toBe(1);
    });

    it('refuse a second outbox message with the same dedupe key, but allow many without one', async () => {
      await t.db.insertInto('outbox').values(outboxRow('receipt-1')).execute();
      await expect(
        t.db.insertInto('outbox').values(outboxRow('receipt-1')).execute(),
      ).rejects.toThrow();
      await t.db
        .insertInto('outbox')
        .values([outboxRow(null), outboxRow(null)])
        .execute();
      const rows = await t.db.selectFrom('outbox').select('dedupe_key').execute();
      expect(rows).toHaveLength(3);
    });

    it('delete the sessions of a deleted admin (foreign key with cascade)', async () => {
      const { id } = await t.db
        .insertInto('admins')
        .values(adminRow('gone'))
        .returning('id')
        .executeTakeFirstOrThrow();
      await t.db
        .insertInto('sessions')
        .values({ id: 'hash', admin_id: id, created_at: NOW, expires_at: NOW, last_seen_at: NOW })
        .execute();
      await expect(
        t.db
          .insertInto('sessions')
          .values({
            id: 'orphan',
            admin_id: id + 1000,
            created_at: NOW,
            expires_at: NOW,
            last_seen_at: NOW,
          })
          .execute(),
      ).rejects.toThrow();
      await t.db.deleteFrom('admins').where('id', '=', id).execute();
      expect(await t.db.selectFrom('sessions').selectAll().execute()).toEqual([]);
    });

    it('return counts as numbers', async () => {
      await t.db.insertInto('outbox').values(outboxRow(null)).execute();
      const row = await t.db
        .selectFrom('outbox')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      expect(row.n).toBe(1);
    });
  });

  it('pingDb answers while the database does, and throws once it is gone', async () => {
    const t = await createTestDb(dialect);
    await expect(pingDb(t.db)).resolves.toBeUndefined();
    await t.destroy();
    await expect(pingDb(t.db)).rejects.toThrow();
  });
});

describe('createDb and the configuration', () => {
  it('uses a SQLite file in DATA_DIR without DATABASE_URL, PostgreSQL with it', () => {
    expect(databaseOptionsFromConfig({ databaseUrl: undefined, dataDir: '/srv/site' })).toEqual({
      kind: 'sqlite',
      file: path.join('/srv/site', 'site.db'),
    });
    expect(
      databaseOptionsFromConfig({ databaseUrl: 'postgres://db/site', dataDir: '/srv/site' }),
    ).toEqual({ kind: 'postgres', url: 'postgres://db/site' });
  });

  it('creates the data directory and opens SQLite in WAL mode with foreign keys on', async () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'db-')), 'nested', 'data');
    const db = createDb({ kind: 'sqlite', file: path.join(dir, 'site.db') });
    try {
      await migrateToLatest(db);
      expect(fs.existsSync(path.join(dir, 'site.db'))).toBe(true);
      const journal = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db);
      expect(journal.rows[0]?.journal_mode).toBe('wal');
      const keys = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db);
      expect(keys.rows[0]?.foreign_keys).toBe(1);
    } finally {
      await db.destroy();
      fs.rmSync(path.dirname(dir), { recursive: true, force: true });
    }
  });
});
