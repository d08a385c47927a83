import type { Redis } from 'ioredis';
import type { Clock } from '../lib/clock.ts';
import { type CounterStore, EMPTY } from './counter-store.ts';

const PREFIX = 'limit:';

/**
 * Counters in Redis: one key per counter that expires with its window, so Redis itself
 * forgets old windows. SET NX + INCR + PTTL run as one transaction.
 */
export function createRedisCounterStore(redis: Redis, clock: Clock): CounterStore {
  const stateOf = (count: number, ttlMs: number) => ({
    count,
    resetAtMs: clock.now().getTime() + Math.max(ttlMs, 0),
  });

  return {
    async hit(key, windowMs) {
      const results = await redis
        .multi()
        .set(PREFIX + key, 0, 'PX', windowMs, 'NX')
        .incr(PREFIX + key)
        .pttl(PREFIX + key)
        .exec();
      const [, [incrError, count], [ttlError, ttl]] = results as [
        unknown,
        [Error | null, number],
        [Error | null, number],
      ];
      if (incrError || ttlError) throw incrError ?? ttlError;
      return stateOf(count, ttl);
    },
    async peek(key) {
      const [count, ttl] = await Promise.all([redis.get(PREFIX + key), redis.pttl(PREFIX + key)]);
      return count === null || ttl <= 0 ? EMPTY : stateOf(Number(count), ttl);
    },
    async reset(key) {
      await redis.del(PREFIX + key);
    },
  };
}
