import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database.ts';
import type { Clock } from '../lib/clock.ts';

export interface SessionStore {
  /** Starts a session and returns the token for the cookie (only its hash is stored). */
  create(adminId: number): Promise<string>;
  /** The admin id of a live session, or null. */
  find(token: string | undefined): Promise<number | null>;
  destroy(token: string | undefined): Promise<void>;
  /** Ends every session of the admin, but the one of `keepToken` when given. */
  destroyAllFor(adminId: number, keepToken?: string): Promise<void>;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const MINUTE = 60_000;
const DAY = 86_400_000;

/** A new random token, and the row that stores only its hash: `adminId`'s, for `days`. */
export function newTokenRow(adminId: number, now: Date, days: number) {
  const token = randomBytes(32).toString('base64url');
  const row = {
    id: hashToken(token),
    admin_id: adminId,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + days * DAY).toISOString(),
  };
  return { token, row };
}

/**
 * Sessions end `days` after sign-in, or after `idleMinutes` without use. `last_seen_at` is
 * written at most once a minute, so a busy admin page does not write on every request.
 */
export function createSessionStore(
  db: Db,
  clock: Clock,
  days: number,
  idleMinutes = 30,
): SessionStore {
  return {
    async create(adminId) {
      const now = clock.now();
      const { token, row } = newTokenRow(adminId, now, days);
      await db
        .insertInto('sessions')
        .values({ ...row, last_seen_at: now.toISOString() })
        .execute();
      // Expired rows are swept here rather than by a timer: logins are rare and cheap.
      await db.deleteFrom('sessions').where('expires_at', '<=', now.toISOString()).execute();
      return token;
    },
    async find(token) {
      if (!token || token.length > 100) return null;
      const now = clock.now();
      const id = hashToken(token);
      const row = await db
        .selectFrom('sessions')
        .select(['admin_id', 'last_seen_at'])
        .where('id', '=', id)
        .where('expires_at', '>', now.toISOString())
        .executeTakeFirst();
      if (!row) return null;
      const idleMs = now.getTime() - Date.parse(row.last_seen_at);
      // Also when last_seen_at is unreadable: the safe side.
      if (!(idleMs < idleMinutes * MINUTE)) {
        await db.deleteFrom('sessions').where('id', '=', id).execute();
        return null;
      }
      if (idleMs >= MINUTE) {
        await db
          .updateTable('sessions')
          .set({ last_seen_at: now.toISOString() })
          .where('id', '=', id)
          .execute();
      }
      return row.admin_id;
    },
    async destroy(token) {
      if (!token) return;
      await db.deleteFrom('sessions').where('id', '=', hashToken(token)).execute();
    },
    async destroyAllFor(adminId, keepToken) {
      await db
        .deleteFrom('sessions')
        .where('admin_id', '=', adminId)
        .$if(keepToken !== undefined, (q) => q.where('id', '!=', hashToken(keepToken ?? '')))
        .execute();
    },
  };
}
