import type { Clock } from '../lib/clock.ts';
import { type CounterState, type CounterStore, EMPTY } from './counter-store.ts';

/** Beyond this many keys, expired windows are swept and then the oldest keys dropped. */
const DEFAULT_MAX_KEYS = 10_000;

/** Counters in this process's memory, never more than `maxKeys` of them. */
export function createMemoryCounterStore(clock: Clock, maxKeys = DEFAULT_MAX_KEYS): CounterStore {
  const windows = new Map<string, CounterState>();
  const now = () => clock.now().getTime();

  function makeRoom() {
    if (windows.size < maxKeys) return;
    const at = now();
    for (const [key, state] of windows) if (state.resetAtMs <= at) windows.delete(key);
    // Map keeps insertion order: what is left over the cap are the oldest windows.
    for (const key of windows.keys()) {
      if (windows.size < maxKeys) break;
      windows.delete(key);
    }
  }

  return {
    async hit(key, windowMs) {
      const at = now();
      const current = windows.get(key);
      if (current && current.resetAtMs > at) {
        current.count += 1;
        return { ...current };
      }
      windows.delete(key);
      makeRoom();
      const fresh = { count: 1, resetAtMs: at + windowMs };
      windows.set(key, fresh);
      return { ...fresh };
    },
    async peek(key) {
      const current = windows.get(key);
      return current && current.resetAtMs > now() ? { ...current } : EMPTY;
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}
