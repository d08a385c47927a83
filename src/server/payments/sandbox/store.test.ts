import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDb, testDialects } from '../../testing/test-db.ts';
import { createDbSandboxStore, createRedisSandboxStore, once, type SandboxStore } from './store.ts';

const clock = { now: () => new Date('2026-01-15T10:00:00.000Z') };

type Made = { store: SandboxStore; close(): Promise<void> };

const stores: [string, () => Promise<Made>][] = [
  ...testDialects.map((dialect): [string, () => Promise<Made>] => [
    `database on ${dialect}`,
    async () => {
      const { db, destroy } = await createTestDb(dialect);
      return { store: createDbSandboxStore(db, clock), close: destroy };
    },
  ]),
  ...(process.env.TEST_REDIS_URL
    ? [
        [
          'redis',
          async () => {
            const store = createRedisSandboxStore(new Redis(process.env.TEST_REDIS_URL as string));
            return { store, close: async () => store.close?.() };
          },
        ] as [string, () => Promise<Made>],
      ]
    : []),
];

describe.each(stores)('the sandbox store in the %s', (_name, make) => {
  let made: Made;
  let id: string;

  beforeEach(async () => {
    made = await make();
    id = `test_${randomBytes(6).toString('hex')}`;
  });
  afterEach(() => made.close());

  it('gets what was put, by kind and id, as a fresh copy', async () => {
    const { store } = made;
    expect(await store.get('intent', id)).toBeUndefined();
    await store.put('intent', id, { status: 'requires_payment_method', metadata: { a: '1' } });
    await store.put('intent', id, { status: 'succeeded', metadata: { a: '1' } });
    expect(await store.get('intent', id)).toEqual({ status: 'succeeded', metadata: { a: '1' } });
    expect(await store.get('checkout', id)).toBeUndefined();
    await store.delete('intent', id);
    expect(await store.get('intent', id)).toBeUndefined();
  });

  it('puts a value only when its key is free', async () => {
    const { store } = made;
    expect(await store.putIfAbsent('idempotency', id, { value: 1 })).toBe(true);
    expect(await store.putIfAbsent('idempotency', id, { value: 2 })).toBe(false);
    expect(await store.get('idempotency', id)).toEqual({ value: 1 });
  });

  it('creates once per idempotency key, and afresh after a failed attempt', async () => {
    const { store } = made;
    let created = 0;
    const create = async () => ++created;
    const answers = await Promise.all([once(store, id, create), once(store, id, create)]);
    expect(answers).toEqual([1, 1]);
    const failing = `${id}-failing`;
    await expect(
      once(store, failing, async () => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await once(store, failing, create)).toBe(2);
  });
});
