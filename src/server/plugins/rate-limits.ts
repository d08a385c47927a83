import rateLimit, { type FastifyRateLimitStore, type RateLimitOptions } from '@fastify/rate-limit';
import type { MessageDescriptor } from '@lingui/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { tooManyRequests } from '../lib/http-error.ts';
import { clientKey } from '../limits/client-key.ts';
import type { CounterStore } from '../limits/counter-store.ts';
import { createMemoryCounterStore } from '../limits/memory-counter-store.ts';
import { createRedisCounterStore } from '../limits/redis-counter-store.ts';
import { createSqlCounterStore } from '../limits/sql-counter-store.ts';

/** One limit: at most `max` hits per `windowMs`; `name` keeps its counters apart from others'. */
export interface LimitRule {
  name: string;
  max: number;
  windowMs: number;
  /** The 429's `{ error }` text, when it should say more than "Too many requests". */
  message?: MessageDescriptor | string;
  /**
   * A security counter (sign-in, codes, e-mailed links): kept where no stranger can push it out,
   * in the database even on a single SQLite server, whose other counters live in memory.
   */
  security?: true;
}

export interface Limits {
  /**
   * A route's `config`: the route refuses a client (by address, IPv6 by /64) that is over
   * `rule` with 429, before its body is read. Add `keyOf` to count by something else.
   */
  route(
    rule: LimitRule,
    keyOf?: (request: FastifyRequest) => string,
  ): { rateLimit: RateLimitOptions };
  /** Counts one event under `rule` (a failed sign-in, a declined card); true while within it. */
  hit(rule: LimitRule, key: string): Promise<boolean>;
  /** True when `key` has used up `rule` in its current window. */
  isOver(rule: LimitRule, key: string): Promise<boolean>;
  reset(rule: LimitRule, key: string): Promise<void>;
  /** The key a per-client limit counts `request` by. */
  client(request: FastifyRequest): string;
}

declare module 'fastify' {
  interface FastifyInstance {
    limits: Limits;
  }
}

/**
 * Every rate limit of the site goes through here. The counters live where every instance sees
 * them: Redis when REDIS_URL is set, else the database on PostgreSQL; a single SQLite server
 * counts in memory.
 */
export const rateLimits = fp(
  async (app: FastifyInstance) => {
    const stores = createCounterStores(app);
    const storeOf = (rule: { security?: true }) => (rule.security ? stores.security : stores.other);
    const counterKey = (rule: LimitRule, key: string) => `${rule.name}:${key}`;
    const client = (request: FastifyRequest) => clientKey(request.ip);

    await app.register(rateLimit, {
      global: false,
      store: storeForPlugin(stores, () => app.deps.clock.now().getTime()),
      keyGenerator: client,
      errorResponseBuilder: () => tooManyRequests(),
    });

    app.decorate('limits', {
      route: (rule, keyOf = client) => ({
        rateLimit: {
          max: rule.max,
          timeWindow: rule.windowMs,
          keyGenerator: (request) => counterKey(rule, keyOf(request)),
          errorResponseBuilder: () => tooManyRequests(rule.message),
          // Read by storeForPlugin: which counters the route's limit is kept in.
          security: rule.security,
        },
      }),
      hit: async (rule, key) =>
        (await storeOf(rule).hit(counterKey(rule, key), rule.windowMs)).count <= rule.max,
      isOver: async (rule, key) =>
        (await storeOf(rule).peek(counterKey(rule, key))).count >= rule.max,
      reset: (rule, key) => storeOf(rule).reset(counterKey(rule, key)),
      client,
    } satisfies Limits);
  },
  { name: 'rate-limits' },
);

/** How often the database's ended windows are deleted. */
const SWEEP_INTERVAL_MS = 60_000;

/**
 * Where the counters live: Redis, else the database on PostgreSQL. A single SQLite server counts
 * in memory, which holds at most 10,000 counters and pushes out the oldest for new ones: fine for
 * a form's limit, but a stranger with many addresses could push out a sign-in's failures, so
 * the security counters stay in its database.
 */
function createCounterStores(app: FastifyInstance): Record<'security' | 'other', CounterStore> {
  const { config, db, clock } = app.deps;
  if (config.redisUrl) {
    const redis = new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 });
    app.addHook('onClose', async () => void (await redis.quit()));
    const store = createRedisCounterStore(redis, clock);
    return { security: store, other: store };
  }
  const store = createSqlCounterStore(db, clock);
  const sweeper = setInterval(() => {
    store.sweepEnded().catch((error: unknown) => app.log.warn({ err: error }, 'sweep failed'));
  }, SWEEP_INTERVAL_MS);
  sweeper.unref();
  app.addHook('onClose', async () => clearInterval(sweeper));
  return {
    security: store,
    other: config.databaseUrl ? store : createMemoryCounterStore(clock),
  };
}

/**
 * @fastify/rate-limit's store interface over ours: one set of counters for routes and events. It
 * makes each route's store with `child(params)`, so a route whose rule is `security` gets those.
 */
function storeForPlugin(stores: Record<'security' | 'other', CounterStore>, now: () => number) {
  const adapterOf = (store: CounterStore): FastifyRateLimitStore => ({
    incr(key, callback, timeWindow) {
      store.hit(key, timeWindow).then(
        ({ count, resetAtMs }) => callback(null, { current: count, ttl: resetAtMs - now() }),
        (error: Error) => callback(error),
      );
    },
    // Typed as route options; what the plugin passes is the route's merged limit options.
    child: (params) => adapters[(params as { security?: true }).security ? 'security' : 'other'],
  });
  const adapters = { security: adapterOf(stores.security), other: adapterOf(stores.other) };
  return class {
    constructor() {
      // biome-ignore lint/correctness/noConstructorReturn: the plugin instantiates its store; ours is shared
      return adapters.other;
    }
  } as unknown as new () => FastifyRateLimitStore;
}
