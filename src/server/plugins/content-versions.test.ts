import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppDeps } from '../deps.ts';
import { createTestDb, type TestDb, testDialects } from '../testing/test-db.ts';
import { contentVersions } from './content-versions.ts';

const clock = { now: () => new Date('2026-01-15T10:00:00.000Z') };

async function instanceOn(db: TestDb['db'], pollMs: number) {
  const app = Fastify();
  app.decorate('deps', { db, clock } as unknown as AppDeps);
  await app.register(contentVersions, { pollMs });
  await app.ready();
  return app;
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe.each(testDialects)('content versions (%s)', (dialect) => {
  async function setUp() {
    const testDb = await createTestDb(dialect);
    cleanups.push(testDb.destroy);
    return testDb;
  }

  it('raises a topic’s version at once on the instance that changed it, and no other topic', async () => {
    const { db } = await setUp();
    const app = await instanceOn(db, 60_000);
    cleanups.push(() => app.close());
    expect(app.contentVersion(['news', 'events'])).toBe('news:0,events:0');
    await app.contentChanged('news');
    await app.contentChanged('news');
    expect(app.contentVersion(['news', 'events'])).toBe('news:2,events:0');
  });

  it('lets another instance on the same database learn of the change within a poll', async () => {
    const testDb = await setUp();
    const first = await instanceOn(testDb.db, 60_000);
    const second = await instanceOn(testDb.connect(), 20);
    cleanups.push(
      () => first.close(),
      () => second.close(),
    );
    await first.contentChanged('prayer');
    await expect.poll(() => second.contentVersion(['prayer']), { timeout: 2000 }).toBe('prayer:1');
  });
});
