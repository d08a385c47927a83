import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDb, testDialects } from '../testing/test-db.ts';
import type { CounterStore } from './counter-store.ts';
import { createMemoryCounterStore } from './memory-counter-store.ts';
import { createRedisCounterStore } from './redis-counter-store.ts';
import { createSqlCounterStore } from './sql-counter-store.ts';

const MINUTE = 60_000;

function testClock() {
  let now = Date.parse('2026-01-15T10:00:00.000Z');
  return { now: () => new Date(now), advance: (ms: number) => (now += ms) };
}

type Made = { store: CounterStore; clock: ReturnType<typeof testClock>; close(): Promise<void> };

/** Redis forgets by its own clock: its cases wait real milliseconds instead of advancing ours. */
const stores: [string, () => Promise<Made>, { realTime?: boolean }][] = [
  [
    'memory',
    async () => {
      const clock = testClock();
      return { store: createMemoryCounterStore(clock), clock, close: async () => {} };
    },
    {},
  ],
  ...testDialects.map((dialect): [string, () => Promise<Made>, object] => [
    `sql on ${dialect}`,
    async () => {
      const clock = testClock();
      const { db, destroy } = await createTestDb(dialect);
      return { store: createSqlCounterStore(db, clock), clock, close: destroy };
    },
    {},
  ]),
  ...(process.env.TEST_REDIS_URL
    ? [
        [
          'redis',
          async () => {
            const clock = testClock();
            const redis = new Redis(process.env.TEST_REDIS_URL!);
            return {
              store: createRedisCounterStore(redis, clock),
              clock,
              close: async () => void (await redis.quit()),
            };
          },
          { realTime: true },
        ] as [string, () => Promise<Made>, { realTime?: boolean }],
      ]
    : []),
];

describe.each(stores)('%s counter store', (_name, make, { realTime }) => {
  let made: Made;
  let key: string;
  const later = async (ms: number) => {
    if (realTime) await new Promise((resolve) => setTimeout(resolve, ms));
    else made.clock.advance(ms);
  };

  beforeEach(async () => {
    made = await make();
    key = `test:${randomBytes(6).toString('hex')}`;
  });
  afterEach(() => made.close());

  it('counts hits in a window, and starts again when it has ended', async () => {
    const window = realTime ? 300 : MINUTE;
    expect((await made.store.hit(key, window)).count).toBe(1);
    expect((await made.store.hit(key, window)).count).toBe(2);
    const third = await made.store.hit(key, window);
    expect(third.count).toBe(3);
    expect(third.resetAtMs).toBeGreaterThan(made.clock.now().getTime());
    expect((await made.store.peek(key)).count).toBe(3);

    await later(window + 50);
    expect((await made.store.peek(key)).count).toBe(0);
    expect((await made.store.hit(key, window)).count).toBe(1);
  });

  it('keeps keys apart, and forgets one on reset', async () => {
    await made.store.hit(key, MINUTE);
    await made.store.hit(`${key}:other`, MINUTE);
    await made.store.reset(key);
    expect((await made.store.peek(key)).count).toBe(0);
    expect((await made.store.peek(`${key}:other`)).count).toBe(1);
  });

  it('loses no hit when many arrive at once', async () => {
    await Promise.all(Array.from({ length: 50 }, () => made.store.hit(key, MINUTE)));
    expect((await made.store.peek(key)).count).toBe(50);
  });
});

describe('memory counter store', () => {
  it('never holds more than its cap of keys', async () => {
    const clock = testClock();
    const store = createMemoryCounterStore(clock, 3);
    for (const key of ['a', 'b', 'c', 'd']) await store.hit(key, MINUTE);
    expect((await store.peek('a')).count).toBe(0);
    expect((await store.peek('d')).count).toBe(1);
  });
});

describe.each(testDialects)('sql counter store on %s', (dialect) => {
  it('deletes the ended windows when swept, and keeps the open ones', async () => {
    const clock = testClock();
    const { db, destroy } = await createTestDb(dialect);
    try {
      const store = createSqlCounterStore(db, clock);
      await store.hit('short', MINUTE);
      await store.hit('long', 10 * MINUTE);
      clock.advance(2 * MINUTE);
      await store.sweepEnded();
      const keys = await db.selectFrom('rate_counters').select('key').execute();
      expect(keys.map((row) => row.key)).toEqual(['long']);
      expect((await store.peek('long')).count).toBe(1);
    } finally {
      await destroy();
    }
  });
});
