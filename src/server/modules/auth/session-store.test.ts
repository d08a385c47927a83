import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { createTestDb, testDialects } from '../../testing/test-db.ts';
import { createSessionStore, type SessionStore } from './session-store.ts';

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

  it('expires a session after the configured days', async () => {
    const token = await store.create(adminId);
    now = new Date(now.getTime() + 14 * DAY - 1);
    expect(await store.find(token)).toBe(adminId);
    now = new Date(now.getTime() + 1);
    expect(await store.find(token)).toBeNull();
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
