/** How many hits a key has had in its current window, and when that window ends. */
export interface CounterState {
  count: number;
  resetAtMs: number;
}

/**
 * Fixed-window counters shared by every rate limit. The database and Redis stores make a limit
 * hold across instances; the memory store serves a single process (and tests).
 */
export interface CounterStore {
  /** Counts one hit for `key`; a new window of `windowMs` starts when the last one has ended. */
  hit(key: string, windowMs: number): Promise<CounterState>;
  /** The key's state without counting; count 0 when no window is open. */
  peek(key: string): Promise<CounterState>;
  /** Forgets the key (a correct password clears its failures, say). */
  reset(key: string): Promise<void>;
}

export const EMPTY: CounterState = { count: 0, resetAtMs: 0 };
