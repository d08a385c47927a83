import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { hashToken } from './session-store.ts';

export const KNOWN_BROWSER_COOKIE = 'known';
export const KNOWN_BROWSER_DAYS = 180;
const DAY = 86_400_000;

/**
 * Browsers an admin has signed in from. Their cookie holds a random token (only its hash is
 * stored): with it, the admin skips the slow-down that guesses at the username earn.
 */
export function createKnownBrowsers(db: Db, clock: Clock) {
  return {
    /** A new token for the cookie. */
    async remember(adminId: number): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      const now = clock.now();
      await db
        .insertInto('known_browsers')
        .values({
          id: hashToken(token),
          admin_id: adminId,
          created_at: now.toISOString(),
          expires_at: new Date(now.getTime() + KNOWN_BROWSER_DAYS * DAY).toISOString(),
        })
        .execute();
      await db.deleteFrom('known_browsers').where('expires_at', '<=', now.toISOString()).execute();
      return token;
    },

    /** True when `token` is a live known-browser token of `adminId`. */
    async isKnown(token: string | undefined, adminId: number): Promise<boolean> {
      if (!token || token.length > 100) return false;
      const row = await db
        .selectFrom('known_browsers')
        .select('id')
        .where('id', '=', hashToken(token))
        .where('admin_id', '=', adminId)
        .where('expires_at', '>', clock.now().toISOString())
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type KnownBrowsers = ReturnType<typeof createKnownBrowsers>;
