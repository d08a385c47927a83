import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { createTestDb, testDialects } from '../../testing/test-db.ts';
import { createTestLogger, LOG_LEVEL } from '../../testing/test-logger.ts';
import { ensureAdminFromConfig } from './ensure-admin.ts';
import { verifyPassword } from './password.ts';
import { createAdminRepo } from './repo.ts';

const clock = { now: () => new Date('2026-01-15T10:00:00.000Z') };
const admin = { username: 'alice', password: 'first password 123' };

describe.each(testDialects)('ensureAdminFromConfig on %s', (dialect) => {
  let db: Db;
  let destroy: () => Promise<void>;
  beforeEach(async () => {
    ({ db, destroy } = await createTestDb(dialect));
  });
  afterEach(() => destroy());

  it('creates the configured admin once, and never overwrites its password', async () => {
    const { log } = createTestLogger();
    await ensureAdminFromConfig(db, clock, { admin }, log);
    const created = await createAdminRepo(db, clock).findByUsername('alice');
    expect(created).toBeDefined();
    expect(await verifyPassword(admin.password, created!.password_hash)).toBe(true);

    // A restart with a changed ADMIN_PASSWORD keeps the password set earlier (e.g. by the CLI).
    await ensureAdminFromConfig(
      db,
      clock,
      { admin: { username: 'alice', password: 'other password 456' } },
      log,
    );
    const admins = await db.selectFrom('admins').selectAll().execute();
    expect(admins).toEqual([created]);
  });

  it('warns when there is no admin and none is configured', async () => {
    const { log, entries } = createTestLogger();
    await ensureAdminFromConfig(db, clock, { admin: undefined }, log);
    expect(entries).toEqual([
      expect.objectContaining({ level: LOG_LEVEL.warn, msg: expect.stringContaining('no admin') }),
    ]);
    expect(await db.selectFrom('admins').selectAll().execute()).toEqual([]);

    await ensureAdminFromConfig(db, clock, { admin }, log);
    entries.length = 0;
    await ensureAdminFromConfig(db, clock, { admin: undefined }, log);
    expect(entries).toEqual([]);
  });
});
