import type { AppDeps } from '../../deps.ts';

/**
 * Tells the site's notification address that sign-ins to an admin's username keep failing:
 * one e-mail per username and window, whatever the number of failures. Never the passwords tried.
 */
export async function alertGuessing(
  { mailer, clock, config }: Pick<AppDeps, 'mailer' | 'clock' | 'config'>,
  username: string,
  rule: { max: number; windowMs: number },
): Promise<void> {
  const now = clock.now();
  const minutes = Math.round(rule.windowMs / 60_000);
  await mailer.send({
    to: config.notifyEmail,
    subject: `Failed admin sign-ins for "${username}"`,
    text: [
      `More than ${rule.max} sign-ins to the admin account "${username}" failed within ${minutes} minutes (the latest at ${now.toISOString()} UTC), from one or more addresses.`,
      '',
      'The account is not locked: its owner can still sign in from a browser they used before.',
      'If these were not you, someone may be guessing the password. Choose a long, unique password and turn on two-factor sign-in (Admin, Security).',
    ].join('\n'),
    dedupeKey: `login-guessing:${username.toLowerCase()}:${Math.floor(now.getTime() / rule.windowMs)}`,
  });
}
