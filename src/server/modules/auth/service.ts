import type { Admin } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import type { Limits } from '../../plugins/rate-limits.ts';
import type { SessionStore } from '../../plugins/session-store.ts';
import { createKnownBrowsers } from './known-browsers.ts';
import { costOf, needsRehash } from './password.ts';
import { createAdminRepo } from './repo.ts';
import {
  createSignInChecks,
  LOGIN_LIMITS,
  pairKeyOf,
  type Refusal,
  SIGN_IN_MESSAGES,
} from './sign-in-checks.ts';
import { createTwoFactor } from './two-factor.ts';

export { LOGIN_LIMITS } from './sign-in-checks.ts';

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
  | ({ ok: false } & Refusal);

const refused = (refusal: Refusal): LoginResult => ({ ok: false, ...refusal });

export type AuthDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'mailer'> & {
  sessions: SessionStore;
  limits: Limits;
};

/** Signs admins in (password, then the second factor if on) and out. */
export function createAuthService(deps: AuthDeps) {
  const { db, clock, config, sessions, limits } = deps;
  const admins = createAdminRepo(db, clock);
  const knownBrowsers = createKnownBrowsers(db, clock);
  const twoFactor = createTwoFactor(deps);
  const checks = createSignInChecks({ ...deps, twoFactor });
  const cost = costOf(config.passwordHashCost);

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
    checks,

    /** A new session's token for the cookie, or why there is none. */
    async login(attempt: LoginAttempt): Promise<LoginResult> {
      if (!(await limits.hit(LOGIN_LIMITS.perClient, attempt.client)))
        return refused({ status: 429, error: SIGN_IN_MESSAGES.rateLimited });
      const pairKey = pairKeyOf(attempt.username, attempt.client);
      const admin = await admins.findByUsername(attempt.username);
      const known = admin ? await knownBrowsers.isKnown(attempt.knownBrowser, admin.id) : false;
      if (!known && (await checks.isSlowedDown(pairKey)))
        return refused({ status: 429, error: SIGN_IN_MESSAGES.rateLimited });
      const verified = await checks.password(admin, attempt.password, pairKey);
      if (!verified) return refused({ status: 401, error: SIGN_IN_MESSAGES.invalid });
      const wrongCode = await checks.secondFactor(verified, attempt.code, { pairKey, known });
      if (wrongCode) return refused(wrongCode);
      await checks.forgetFailures(pairKey);
      return signIn(verified, attempt.password, known);
    },

    isSignedIn: async (token: string | undefined) => (await sessions.find(token)) !== null,

    logout: (token: string | undefined) => sessions.destroy(token),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
