import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { RateLimiter } from '../../lib/rate-limiter.ts';
import { findAdminByUsername } from './admin-repo.ts';
import { decoyHash, verifyPassword } from './password.ts';

export type LoginResult =
  | { ok: true; adminId: number }
  | { ok: false; reason: 'invalid' | 'rate-limited' };

const WINDOW_MS = 15 * 60 * 1000;

/** Checks credentials, throttled per client address and per username against guessing. */
export function createLoginService(db: Db, clock: Clock) {
  const attemptsPerClient = new RateLimiter({ limit: 20, windowMs: WINDOW_MS, clock });
  const failuresPerUsername = new RateLimiter({ limit: 10, windowMs: WINDOW_MS, clock });

  return {
    async login(username: string, password: string, clientIp: string): Promise<LoginResult> {
      const usernameKey = username.toLowerCase();
      if (!attemptsPerClient.hit(clientIp) || failuresPerUsername.isBlocked(usernameKey)) {
        return { ok: false, reason: 'rate-limited' };
      }
      const admin = await findAdminByUsername(db, username);
      const valid = await verifyPassword(password, admin?.password_hash ?? (await decoyHash));
      if (!admin || !valid) {
        failuresPerUsername.hit(usernameKey);
        return { ok: false, reason: 'invalid' };
      }
      failuresPerUsername.reset(usernameKey);
      return { ok: true, adminId: admin.id };
    },
  };
}
