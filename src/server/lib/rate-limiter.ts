import type { Clock } from './clock.ts';
import { tooManyRequests } from './http-error.ts';

/**
 * A fixed-window counter kept in memory. Limits are per app instance; with several instances
 * each one counts on its own, which still caps abuse at (instances × limit).
 */
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly options: { limit: number; windowMs: number; clock: Clock }) {}

  /** Counts one hit for `key`; returns false once the key is over its limit for this window. */
  hit(key: string): boolean {
    const now = this.options.clock.now().getTime();
    this.sweep(now);
    const current = this.windows.get(key);
    if (!current || current.resetAt <= now) {
      this.windows.set(key, { count: 1, resetAt: now + this.options.windowMs });
      return true;
    }
    current.count += 1;
    return current.count <= this.options.limit;
  }

  isBlocked(key: string): boolean {
    const now = this.options.clock.now().getTime();
    const current = this.windows.get(key);
    return Boolean(current && current.resetAt > now && current.count >= this.options.limit);
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  private sweep(now: number): void {
    if (this.windows.size < 10_000) return;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

/** A preHandler that refuses a client (by address) once it is over `limiter`'s limit. */
export function limitPerClient(limiter: RateLimiter) {
  return async (request: { ip: string }) => {
    if (!limiter.hit(request.ip)) throw tooManyRequests();
  };
}
