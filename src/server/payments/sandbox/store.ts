import type { Redis } from 'ioredis';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { PaymentProviderError } from '../port.ts';

/** The kinds of record the sandbox keeps. */
export type SandboxKind =
  | 'intent'
  | 'payment_method'
  | 'subscription'
  | 'invoice'
  | 'checkout'
  | 'card_update'
  | 'charge'
  | 'dispute'
  | 'idempotency'
  | 'swish_request'
  | 'swish_token';

/**
 * Where the sandbox keeps its pretend Stripe objects: in the site's database, or in Redis when
 * REDIS_URL is set, so that a payment started on one instance can be finished on another.
 * Values travel as JSON: each read is a fresh copy, changed only by a later `put`.
 */
export interface SandboxStore {
  get<T>(kind: SandboxKind, id: string): Promise<T | undefined>;
  put(kind: SandboxKind, id: string, value: unknown): Promise<void>;
  /** Stores the value unless the key is taken; true when it was stored. */
  putIfAbsent(kind: SandboxKind, id: string, value: unknown): Promise<boolean>;
  delete(kind: SandboxKind, id: string): Promise<void>;
  close?(): Promise<void>;
}

/** The records in the `sandbox_records` table (SQLite or PostgreSQL). */
export function createDbSandboxStore(db: Db, clock: Clock): SandboxStore {
  const row = (kind: SandboxKind, id: string, value: unknown) => ({
    kind,
    id,
    data: JSON.stringify(value),
    created_at: clock.now().toISOString(),
  });
  return {
    async get<T>(kind: SandboxKind, id: string) {
      const found = await db
        .selectFrom('sandbox_records')
        .select('data')
        .where('kind', '=', kind)
        .where('id', '=', id)
        .executeTakeFirst();
      return found ? (JSON.parse(found.data) as T) : undefined;
    },
    async put(kind, id, value) {
      const values = row(kind, id, value);
      await db
        .insertInto('sandbox_records')
        .values(values)
        .onConflict((oc) => oc.columns(['kind', 'id']).doUpdateSet({ data: values.data }))
        .execute();
    },
    async putIfAbsent(kind, id, value) {
      const inserted = await db
        .insertInto('sandbox_records')
        .values(row(kind, id, value))
        .onConflict((oc) => oc.columns(['kind', 'id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      return inserted !== undefined;
    },
    async delete(kind, id) {
      await db
        .deleteFrom('sandbox_records')
        .where('kind', '=', kind)
        .where('id', '=', id)
        .execute();
    },
  };
}

const PREFIX = 'sandbox:';

/** The records as Redis keys, `sandbox:<kind>:<id>`; SET NX claims an idempotency key. */
export function createRedisSandboxStore(redis: Redis): SandboxStore {
  const key = (kind: SandboxKind, id: string) => `${PREFIX}${kind}:${id}`;
  return {
    async get<T>(kind: SandboxKind, id: string) {
      const data = await redis.get(key(kind, id));
      return data === null ? undefined : (JSON.parse(data) as T);
    },
    async put(kind, id, value) {
      await redis.set(key(kind, id), JSON.stringify(value));
    },
    async putIfAbsent(kind, id, value) {
      return (await redis.set(key(kind, id), JSON.stringify(value), 'NX')) === 'OK';
    },
    async delete(kind, id) {
      await redis.del(key(kind, id));
    },
    async close() {
      await redis.quit();
    },
  };
}

/** How long a request waits for another with the same idempotency key to finish. */
const IDEMPOTENCY_WAIT_MS = 10_000;
const IDEMPOTENCY_POLL_MS = 20;

/**
 * `create`'s answer, once per idempotency key on every instance: the first request claims the
 * key and stores its answer; a repeat gets that answer (waiting while the first is under way).
 * A failed attempt gives the key up, so a retry creates afresh, as with Stripe.
 */
export async function once<T>(
  store: SandboxStore,
  key: string,
  create: () => Promise<T>,
): Promise<T> {
  const deadline = Date.now() + IDEMPOTENCY_WAIT_MS;
  for (;;) {
    if (await store.putIfAbsent('idempotency', key, {})) {
      try {
        const value = await create();
        await store.put('idempotency', key, { value });
        return value;
      } catch (error) {
        await store.delete('idempotency', key);
        throw error;
      }
    }
    const answer = await store.get<{ value?: T }>('idempotency', key);
    if (answer && 'value' in answer) return answer.value as T;
    if (Date.now() > deadline) {
      throw new PaymentProviderError('A request with this idempotency key is still under way.');
    }
    if (answer) await new Promise((resolve) => setTimeout(resolve, IDEMPOTENCY_POLL_MS));
  }
}
