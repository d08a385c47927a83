import { msg } from '@lingui/core/macro';
import type { AccountProof } from '#shared/schemas/auth.ts';
import type { Admin } from '../../db/schema.ts';
import { localizedError, unauthorized } from '../../lib/http-error.ts';
import { type AccountChange, noticeAccountChange } from './account-change-notice.ts';
import { costOf } from './password.ts';
import { createAdminRepo } from './repo.ts';
import type { AuthDeps } from './service.ts';
import { pairKeyOf, SIGN_IN_MESSAGES, type SignInChecks } from './sign-in-checks.ts';
import type { TwoFactor } from './two-factor.ts';

/** The signed-in admin asking for a change: who, from which client, and the session to keep. */
export interface AdminRequest {
  adminId: number;
  client: string;
  sessionToken: string | undefined;
}

const MESSAGES = {
  wrongPassword: msg`The password is not right.`,
  twoFactorOff: msg`Two-factor sign-in is off.`,
};

/**
 * Changes to an admin's password and second factor. Each asks for the password and, with
 * two-factor sign-in on, a current code (their failures counted as sign-ins' are); each ends the
 * admin's other sessions and tells the notification address.
 */
export function createAccountChanges(
  deps: AuthDeps & { checks: SignInChecks; twoFactor: TwoFactor },
) {
  const { db, clock, config, sessions, checks, twoFactor } = deps;
  const admins = createAdminRepo(db, clock);

  async function signedIn(who: AdminRequest): Promise<Admin> {
    const admin = await admins.findById(who.adminId);
    if (!admin) throw unauthorized();
    return admin;
  }

  /** The admin, once `proof` shows it is them; a 400 (or 429 while held back) otherwise. */
  async function prove(who: AdminRequest, proof: AccountProof): Promise<Admin> {
    const admin = await signedIn(who);
    const pairKey = pairKeyOf(admin.username, who.client);
    if (await checks.isSlowedDown(pairKey)) throw localizedError(429, SIGN_IN_MESSAGES.rateLimited);
    if (!(await checks.password(admin, proof.password, pairKey))) {
      throw localizedError(400, MESSAGES.wrongPassword);
    }
    const refusal = await checks.secondFactor(admin, proof.code, { pairKey, known: false });
    if (refusal) throw localizedError(refusal.status === 429 ? 429 : 400, refusal.error);
    return admin;
  }

  async function changed(admin: Admin, change: AccountChange, who: AdminRequest): Promise<void> {
    await sessions.destroyAllFor(admin.id, who.sessionToken);
    await noticeAccountChange(deps, admin.username, change);
  }

  return {
    /** A new authenticator's secret, pending until confirmed; the current one works meanwhile. */
    async startTwoFactor(who: AdminRequest, proof: AccountProof) {
      await prove(who, proof);
      return twoFactor.start(who.adminId);
    },

    /** Turns on the pending secret once `code` comes from its app: fresh recovery codes. */
    async confirmTwoFactor(who: AdminRequest, code: string): Promise<string[]> {
      const admin = await signedIn(who);
      const recoveryCodes = await twoFactor.confirm(admin.id, code);
      await changed(admin, twoFactor.isOn(admin) ? 'newAuthenticator' : 'twoFactorOn', who);
      return recoveryCodes;
    },

    async newRecoveryCodes(who: AdminRequest, proof: AccountProof): Promise<string[]> {
      const admin = await prove(who, proof);
      if (!twoFactor.isOn(admin)) throw localizedError(400, MESSAGES.twoFactorOff);
      const recoveryCodes = await twoFactor.newRecoveryCodes(admin.id);
      await changed(admin, 'newRecoveryCodes', who);
      return recoveryCodes;
    },

    async turnOffTwoFactor(who: AdminRequest, proof: AccountProof): Promise<void> {
      const admin = await prove(who, proof);
      if (!twoFactor.isOn(admin)) return;
      await twoFactor.turnOff(admin.id);
      await changed(admin, 'twoFactorOff', who);
    },

    async changePassword(who: AdminRequest, proof: AccountProof, newPassword: string) {
      const admin = await prove(who, proof);
      await admins.setPassword(admin.id, newPassword, costOf(config.passwordHashCost));
      await changed(admin, 'password', who);
    },
  };
}

export type AccountChanges = ReturnType<typeof createAccountChanges>;
