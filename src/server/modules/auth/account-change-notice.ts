import type { AppDeps } from '../../deps.ts';

/** What changed about an admin's account, as its e-mail's subject says it. */
export const ACCOUNT_CHANGES = {
  password: 'password changed',
  twoFactorOn: 'two-factor sign-in turned on',
  newAuthenticator: 'new authenticator app set up',
  newRecoveryCodes: 'new recovery codes made',
  twoFactorOff: 'two-factor sign-in turned off',
} as const;

export type AccountChange = keyof typeof ACCOUNT_CHANGES;

/**
 * Tells the site's notification address that an admin's password or second factor changed:
 * whoever did not make the change learns of it, and of how to take the account back.
 */
export async function noticeAccountChange(
  { mailer, clock, config }: Pick<AppDeps, 'mailer' | 'clock' | 'config'>,
  username: string,
  change: AccountChange,
): Promise<void> {
  const what = ACCOUNT_CHANGES[change];
  await mailer.send({
    to: config.notifyEmail,
    subject: `Admin account "${username}": ${what}`,
    text: [
      `The admin account "${username}": ${what}, at ${clock.now().toISOString()} UTC, with its password and its current code. Its other sessions were signed out.`,
      '',
      'If this was not you, someone knows the password: sign in and change it (Admin, Security), then set up two-factor sign-in again. If you cannot sign in, set a new password on the server with `npm run admin -- reset-password <username>`.',
    ].join('\n'),
  });
}
