import type { AppDeps } from '../../deps.ts';
import { RateLimiter } from '../../lib/rate-limiter.ts';
import { decoyHash, verifyPassword } from './password.ts';
import { createAdminRepo } from './repo.ts';
import type { SessionStore } from './session-store.ts';

export type LoginResult =
  | { ok: true; token: string; adminId: number }
  | { ok: false; status: 401 | 429; error: string };

const WINDOW_MS = 15 * 60 * 1000;
const INVALID = 'Invalid username or password';
const RATE_LIMITED = 'Too many login attempts. Please wait 15 minutes and try again.';

/**
 * Signs admins in and out. Credentials are throttled per client address and per username
 * against guessing.
 */
export function createAuthService({
  db,
  clock,
  sessions,
}: Pick<AppDeps, 'db' | 'clock'> & { sessions: SessionStore }) {
  const admins = createAdminRepo(db, clock);
  const attemptsPerClient = new RateLimiter({ limit: 20, windowMs: WINDOW_MS, clock });
  const failuresPerUsername = new RateLimiter({ limit: 10, windowMs: WINDOW_MS, clock });

  return {
    /** A new session's token for the cookie, or why there is none. */
    async login(username: string, password: string, clientIp: string): Promise<LoginResult> {
      const usernameKey = username.toLowerCase();
      if (!attemptsPerClient.hit(clientIp) || failuresPerUsername.isBlocked(usernameKey)) {
        return { ok: false, status: 429, error: RATE_LIMITED };
      }
      const admin = await admins.findByUsername(username);
      const valid = await verifyPassword(password, admin?.password_hash ?? (await decoyHash));
      if (!admin || !valid) {
        failuresPerUsername.hit(usernameKey);
        return { ok: false, status: 401, error: INVALID };
      }
      failuresPerUsername.reset(usernameKey);
      return { ok: true, token: await sessions.create(admin.id), adminId: admin.id };
    },

    isSignedIn: async (token: string | undefined) => (await sessions.find(token)) !== null,

    logout: (token: string | undefined) => sessions.destroy(token),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
