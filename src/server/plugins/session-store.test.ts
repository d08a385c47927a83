import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/database.ts';
import { createTestDb, testDialects } from '../testing/test-db.ts';
import { createSessionStore, type SessionStore } from './session-store.ts';

const MINUTE = 60_000;
const DAY = 86_400_000;

describe.each(testDialects)('session store on %s', (dialect) => {
  let db: Db;
  let destroy: () => Promise<void>;
  let now: Date;
  let store: SessionStore;
  let adminId: number;

  beforeEach(async () => {
    ({ db, destroy } = await createTestDb(dialect));
    now = new Date('2026-01-15T10:00:00.000Z');
    store = createSessionStore(db, { now: () => now }, 14);
    const stamp = now.toISOString();
    ({ id: adminId } = await db
      .insertInto('admins')
      .values({ username: 'a', password_hash: 'x', created_at: stamp, updated_at: stamp })
      .returning('id')
      .executeTakeFirstOrThrow());
  });
  afterEach(() => destroy());

  it('stores the SHA-256 of the token, never the token itself', async () => {
    const token = await store.create(adminId);
    expect(token.length).toBeGreaterThanOrEqual(43);
    const rows = await db.selectFrom('sessions').selectAll().execute();
    expect(rows).toEqual([
      {
        id: createHash('sha256').update(token).digest('hex'),
        admin_id: adminId,
        created_at: '2026-01-15T10:00:00.000Z',
        expires_at: '2026-01-29T10:00:00.000Z',
        last_seen_at: '2026-01-15T10:00:00.000Z',
      },
    ]);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('finds a live session and nothing for unknown, missing or absurd tokens', async () => {
    const token = await store.create(adminId);
    expect(await store.find(token)).toBe(adminId);
    expect(await store.find(`${token}x`)).toBeNull();
    expect(await store.find(undefined)).toBeNull();
    expect(await store.find('')).toBeNull();
    expect(await store.find('x'.repeat(10_000))).toBeNull();
  });

  const advance = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };

  it('expires a session after the configured days, however busy', async () => {
    store = createSessionStore(db, { now: () => now }, 14, 24 * 60);
    const token = await store.create(adminId);
    for (let elapsed = 0; elapsed < 13 * DAY; elapsed += DAY / 2) {
      advance(DAY / 2);
      expect(await store.find(token)).toBe(adminId);
    }
    now = new Date(Date.parse('2026-01-29T10:00:00.000Z') - 1);
    expect(await store.find(token)).toBe(adminId);
    advance(1);
    expect(await store.find(token)).toBeNull();
  });

  it('ends a session left unused for the idle time-out, and deletes it', async () => {
    store = createSessionStore(db, { now: () => now }, 14, 30);
    const token = await store.create(adminId);
    advance(29 * MINUTE);
    expect(await store.find(token)).toBe(adminId);
    // Used just now: another 29 minutes of quiet are fine.
    advance(29 * MINUTE);
    expect(await store.find(token)).toBe(adminId);
    advance(30 * MINUTE);
    expect(await store.find(token)).toBeNull();
    expect(await db.selectFrom('sessions').selectAll().execute()).toEqual([]);
  });

  it('writes last_seen_at at most once a minute', async () => {
    const token = await store.create(adminId);
    advance(59_000);
    await store.find(token);
    const lastSeen = async () =>
      (await db.selectFrom('sessions').select('last_seen_at').executeTakeFirstOrThrow())
        .last_seen_at;
    expect(await lastSeen()).toBe('2026-01-15T10:00:00.000Z');
    advance(1_000);
    await store.find(token);
    expect(await lastSeen()).toBe('2026-01-15T10:01:00.000Z');
  });

  it('sweeps expired sessions when a new one starts', async () => {
    await store.create(adminId);
    now = new Date(now.getTime() + 15 * DAY);
    const fresh = await store.create(adminId);
    const rows = await db.selectFrom('sessions').select('id').execute();
    expect(rows).toEqual([{ id: createHash('sha256').update(fresh).digest('hex') }]);
  });

  it('destroys one session, or every session of an admin', async () => {
    const [first, second, third] = await Promise.all([
      store.create(adminId),
      store.create(adminId),
      store.create(adminId),
    ]);
    await store.destroy(first);
    expect(await store.find(first)).toBeNull();
    expect(await store.find(second)).toBe(adminId);
    await store.destroyAllFor(adminId);
    expect(await store.find(second)).toBeNull();
    expect(await store.find(third)).toBeNull();
  });
});
