import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppDeps } from '../deps.ts';
import { createTestDb, type TestDialect } from '../testing/test-db.ts';
import { errorHandling } from './error-handling.ts';
import { type LimitRule, rateLimits } from './rate-limits.ts';

const RULE: LimitRule = { name: 'test', max: 2, windowMs: 60_000, message: 'Slow down, please.' };

async function appWith(env: { databaseUrl?: string; redisUrl?: string }, dialect: TestDialect) {
  const { db, destroy } = await createTestDb(dialect);
  let now = Date.parse('2026-01-15T10:00:00.000Z');
  const clock = { now: () => new Date(now) };
  const app = Fastify({ trustProxy: true });
  app.decorate('deps', {
    db,
    clock,
    config: { databaseUrl: env.databaseUrl, redisUrl: env.redisUrl },
  } as unknown as AppDeps);
  await app.register(errorHandling);
  await app.register(rateLimits);
  app.post('/limited', { config: app.limits.route(RULE) }, async () => ({ ok: true }));
  app.post(
    '/per-name',
    { config: app.limits.route(RULE, (request) => String((request.query as { n: string }).n)) },
    async () => ({ ok: true }),
  );
  await app.ready();
  return {
    app,
    advance: (ms: number) => (now += ms),
    close: async () => {
      await app.close();
      await destroy();
    },
  };
}

type StoreCase = [string, { databaseUrl?: string }, TestDialect];
const stores: StoreCase[] = [
  ['memory (SQLite)', {}, 'sqlite'],
  ...(process.env.TEST_DATABASE_URL
    ? [
        [
          'database (PostgreSQL)',
          { databaseUrl: process.env.TEST_DATABASE_URL },
          'postgres',
        ] as StoreCase,
      ]
    : []),
];

describe.each(stores)('rate limits in %s', (_name, env, dialect) => {
  let t: Awaited<ReturnType<typeof appWith>>;
  const post = (url: string, ip = '203.0.113.7') =>
    t.app.inject({ method: 'POST', url, headers: { 'x-forwarded-for': ip } });

  beforeEach(async () => {
    t = await appWith(env, dialect);
  });
  afterEach(() => t.close());

  it('refuses a client over the limit with 429 { error } until the window ends', async () => {
    expect((await post('/limited')).statusCode).toBe(200);
    expect((await post('/limited')).statusCode).toBe(200);
    const refused = await post('/limited');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: 'Slow down, please.' });
    expect(refused.headers['retry-after']).toBe('60');
    expect((await post('/limited', '203.0.113.8')).statusCode).toBe(200);

    t.advance(60_000);
    expect((await post('/limited')).statusCode).toBe(200);
  });

  it('counts an IPv6 client by its /64', async () => {
    await post('/limited', '2001:db8:1:2::1');
    await post('/limited', '2001:db8:1:2::2');
    expect((await post('/limited', '2001:db8:1:2:ffff::9')).statusCode).toBe(429);
    expect((await post('/limited', '2001:db8:1:3::1')).statusCode).toBe(200);
  });

  it('counts by another key when the route says so', async () => {
    await post('/per-name?n=a', '203.0.113.1');
    await post('/per-name?n=a', '203.0.113.2');
    expect((await post('/per-name?n=a', '203.0.113.3')).statusCode).toBe(429);
    expect((await post('/per-name?n=b', '203.0.113.3')).statusCode).toBe(200);
  });

  it('counts events, separately from the routes', async () => {
    const { limits } = t.app;
    expect(await limits.hit(RULE, 'anna')).toBe(true);
    expect(await limits.isOver(RULE, 'anna')).toBe(false);
    expect(await limits.hit(RULE, 'anna')).toBe(true);
    expect(await limits.isOver(RULE, 'anna')).toBe(true);
    expect(await limits.hit(RULE, 'anna')).toBe(false);
    await limits.reset(RULE, 'anna');
    expect(await limits.isOver(RULE, 'anna')).toBe(false);
  });
});
