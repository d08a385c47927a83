import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Admin } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import type { LimitRule, Limits } from '../../plugins/rate-limits.ts';
import { alertGuessing } from './guessing-alert.ts';
import { costOf, decoyHash, verifyPassword } from './password.ts';
import type { TwoFactor } from './two-factor.ts';

const WINDOW_MS = 15 * 60 * 1000;

/** What an admin who is not let in reads, in the request's language. */
export const SIGN_IN_MESSAGES = {
  invalid: msg`Invalid username or password`,
  rateLimited: msg`Too many login attempts. Please wait 15 minutes and try again.`,
  codeRequired: msg`Enter the 6-digit code from your authenticator app, or a recovery code.`,
  wrongCode: msg`That code is not right. Please try again.`,
} as const satisfies Record<string, MessageDescriptor>;
const RATE_LIMITED = SIGN_IN_MESSAGES.rateLimited;

/**
 * Per client, attempts of any kind; per username and client, failures (that pair only is
 * refused, never the username everywhere, so no one can lock the admin out); per username
 * from anywhere, failures that alert the admin by e-mail past the limit, and wrong second-factor
 * codes, which only someone with the right password can make: past their limit the username's
 * codes are refused everywhere but in a browser the admin signed in from before.
 */
export const LOGIN_LIMITS = {
  perClient: { name: 'login', max: 20, windowMs: WINDOW_MS, message: RATE_LIMITED, security: true },
  perUsernameAndClient: { name: 'login-failures', max: 10, windowMs: WINDOW_MS, security: true },
  perUsername: { name: 'login-guessing', max: 10, windowMs: WINDOW_MS, security: true },
  codesPerUsername: { name: 'two-factor-failures', max: 10, windowMs: WINDOW_MS, security: true },
} satisfies Record<string, LimitRule>;

/** Why an admin is not let in: the answer's status and words. */
export interface Refusal {
  status: 401 | 429;
  error: MessageDescriptor;
  /** The password was right: the second factor is what is missing or wrong. */
  twoFactorRequired?: true;
}

export type SignInChecksDeps = Pick<AppDeps, 'mailer' | 'clock' | 'config'> & {
  limits: Limits;
  twoFactor: TwoFactor;
};

/**
 * The checks of an admin's identity, and the counting of their failures: at sign-in, and again
 * before a change to the account (its password, its second factor). `pairKey` is the username
 * and client the failures of that pair are counted under.
 */
export function createSignInChecks(deps: SignInChecksDeps) {
  const { limits, twoFactor, config } = deps;
  const cost = costOf(config.passwordHashCost);
  const usernameKey = (admin: Admin) => admin.username.toLowerCase();

  async function countFailure(pairKey: string, admin: Admin | undefined): Promise<void> {
    await limits.hit(LOGIN_LIMITS.perUsernameAndClient, pairKey);
    if (!admin) return;
    if (!(await limits.hit(LOGIN_LIMITS.perUsername, usernameKey(admin))))
      await alertGuessing(deps, admin.username, LOGIN_LIMITS.perUsername);
  }

  return {
    /**
     * The admin when `password` is theirs, else null (the failure counted); an unknown username
     * takes the same time.
     */
    async password(
      admin: Admin | undefined,
      password: string,
      pairKey: string,
    ): Promise<Admin | null> {
      const hash = admin?.password_hash ?? (await decoyHash(cost));
      if (admin && (await verifyPassword(password, hash))) return admin;
      await countFailure(pairKey, admin);
      return null;
    },

    /**
     * Null when the admin has no second factor, or `code` is a current one (used up then).
     * `known`: asked from a browser the admin signed in from before, which the per-username
     * limit of codes does not hold back.
     */
    async secondFactor(
      admin: Admin,
      code: string | undefined,
      { pairKey, known }: { pairKey: string; known: boolean },
    ): Promise<Refusal | null> {
      if (!twoFactor.isOn(admin)) return null;
      if (!code) {
        return { status: 401, error: SIGN_IN_MESSAGES.codeRequired, twoFactorRequired: true };
      }
      if (!known && (await limits.isOver(LOGIN_LIMITS.codesPerUsername, usernameKey(admin))))
        return { status: 429, error: RATE_LIMITED };
      if (await twoFactor.check(admin, code)) return null;
      await limits.hit(LOGIN_LIMITS.codesPerUsername, usernameKey(admin));
      await countFailure(pairKey, admin);
      return { status: 401, error: SIGN_IN_MESSAGES.wrongCode, twoFactorRequired: true };
    },

    /** True while the pair of username and client is held back for its failures. */
    isSlowedDown: (pairKey: string) => limits.isOver(LOGIN_LIMITS.perUsernameAndClient, pairKey),

    /** A right password and code forget the pair's failures. */
    forgetFailures: (pairKey: string) => limits.reset(LOGIN_LIMITS.perUsernameAndClient, pairKey),
  };
}

export type SignInChecks = ReturnType<typeof createSignInChecks>;

/** The key the failures of `username` from `client` are counted under. */
export const pairKeyOf = (username: string, client: string) =>
  `${username.toLowerCase()}|${client}`;
