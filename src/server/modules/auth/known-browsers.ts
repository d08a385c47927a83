import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { hashToken, newTokenRow } from '../../plugins/session-store.ts';

export const KNOWN_BROWSER_COOKIE = 'known';
export const KNOWN_BROWSER_DAYS = 180;

/**
 * Browsers an admin has signed in from. Their cookie holds a random token (only its hash is
 * stored): with it, the admin skips the slow-down that guesses at the username earn.
 */
export function createKnownBrowsers(db: Db, clock: Clock) {
  return {
    /** A new token for the cookie. */
    async remember(adminId: number): Promise<string> {
      const now = clock.now();
      const { token, row } = newTokenRow(adminId, now, KNOWN_BROWSER_DAYS);
      await db.insertInto('known_browsers').values(row).execute();
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
