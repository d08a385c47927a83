import type { Admin } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import type { LimitRule, Limits } from '../../plugins/rate-limits.ts';
import { alertGuessing } from './guessing-alert.ts';
import { createKnownBrowsers } from './known-browsers.ts';
import { costOf, decoyHash, needsRehash, verifyPassword } from './password.ts';
import { createAdminRepo } from './repo.ts';
import type { SessionStore } from './session-store.ts';
import { createTwoFactor, WRONG_CODE } from './two-factor.ts';

export interface LoginAttempt {
  username: string;
  password: string;
  /** The TOTP or recovery code, when the admin has a second factor. */
  code?: string | undefined;
  /** Who is asking: `app.limits.client(request)`. */
  client: string;
  /** The known-browser cookie's token, if the browser sent one. */
  knownBrowser?: string | undefined;
}

export type LoginResult =
  | { ok: true; token: string; adminId: number; newKnownBrowser?: string }
  | { ok: false; status: 401 | 429; error: string; twoFactorRequired?: true };

const WINDOW_MS = 15 * 60 * 1000;
const INVALID = 'Invalid username or password';
const RATE_LIMITED = 'Too many login attempts. Please wait 15 minutes and try again.';
const CODE_REQUIRED = 'Enter the 6-digit code from your authenticator app, or a recovery code.';

/**
 * Per client, attempts of any kind; per username and client, failures (that pair only is
 * refused, never the username everywhere, so no one can lock the admin out); per username
 * from anywhere, failures that alert the admin by e-mail past the limit.
 */
export const LOGIN_LIMITS = {
  perClient: { name: 'login', max: 20, windowMs: WINDOW_MS, message: RATE_LIMITED, security: true },
  perUsernameAndClient: { name: 'login-failures', max: 10, windowMs: WINDOW_MS, security: true },
  perUsername: { name: 'login-guessing', max: 10, windowMs: WINDOW_MS, security: true },
} satisfies Record<string, LimitRule>;

const refused = (status: 401 | 429, error: string) => ({ ok: false as const, status, error });

/** Signs admins in (password, then the second factor if on) and out. */
export function createAuthService(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config' | 'mailer'> & {
    sessions: SessionStore;
    limits: Limits;
  },
) {
  const { db, clock, config, sessions, limits } = deps;
  const admins = createAdminRepo(db, clock);
  const knownBrowsers = createKnownBrowsers(db, clock);
  const twoFactor = createTwoFactor(deps);
  const cost = costOf(config.passwordHashCost);

  async function countFailure(pairKey: string, admin: Admin | undefined): Promise<void> {
    await limits.hit(LOGIN_LIMITS.perUsernameAndClient, pairKey);
    if (!admin) return;
    const usernameKey = admin.username.toLowerCase();
    if (!(await limits.hit(LOGIN_LIMITS.perUsername, usernameKey)))
      await alertGuessing(deps, admin.username, LOGIN_LIMITS.perUsername);
  }

  /** The second factor's verdict: null when it lets the admin in. */
  async function secondFactor(admin: Admin, code: string | undefined, pairKey: string) {
    if (!twoFactor.isOn(admin)) return null;
    if (!code) return { ...refused(401, CODE_REQUIRED), twoFactorRequired: true as const };
    if (await twoFactor.check(admin, code)) return null;
    await countFailure(pairKey, admin);
    return { ...refused(401, WRONG_CODE), twoFactorRequired: true as const };
  }

  async function signIn(admin: Admin, password: string, known: boolean): Promise<LoginResult> {
    if (needsRehash(admin.password_hash, cost)) await admins.setPassword(admin.id, password, cost);
    const token = await sessions.create(admin.id);
    if (known) return { ok: true, token, adminId: admin.id };
    return {
      ok: true,
      token,
      adminId: admin.id,
      newKnownBrowser: await knownBrowsers.remember(admin.id),
    };
  }

  return {
    twoFactor,

    /** A new session's token for the cookie, or why there is none. */
    async login(attempt: LoginAttempt): Promise<LoginResult> {
      if (!(await limits.hit(LOGIN_LIMITS.perClient, attempt.client)))
        return refused(429, RATE_LIMITED);
      const pairKey = `${attempt.username.toLowerCase()}|${attempt.client}`;
      const admin = await admins.findByUsername(attempt.username);
      const known = admin ? await knownBrowsers.isKnown(attempt.knownBrowser, admin.id) : false;
      if (!known && (await limits.isOver(LOGIN_LIMITS.perUsernameAndClient, pairKey)))
        return refused(429, RATE_LIMITED);
      const hash = admin?.password_hash ?? (await decoyHash(cost));
      if (!admin || !(await verifyPassword(attempt.password, hash))) {
        await countFailure(pairKey, admin);
        return refused(401, INVALID);
      }
      const denied = await secondFactor(admin, attempt.code, pairKey);
      if (denied) return denied;
      await limits.reset(LOGIN_LIMITS.perUsernameAndClient, pairKey);
      return signIn(admin, attempt.password, known);
    },

    isSignedIn: async (token: string | undefined) => (await sessions.find(token)) !== null,

    logout: (token: string | undefined) => sessions.destroy(token),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
