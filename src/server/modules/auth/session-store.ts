import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';

export interface SessionStore {
  /** Starts a session and returns the token for the cookie (only its hash is stored). */
  create(adminId: number): Promise<string>;
  /** The admin id of a live session, or null. */
  find(token: string | undefined): Promise<number | null>;
  destroy(token: string | undefined): Promise<void>;
  destroyAllFor(adminId: number): Promise<void>;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function createSessionStore(db: Db, clock: Clock, days: number): SessionStore {
  return {
    async create(adminId) {
      const token = randomBytes(32).toString('base64url');
      const now = clock.now();
      await db
        .insertInto('sessions')
        .values({
          id: hashToken(token),
          admin_id: adminId,
          created_at: now.toISOString(),
          expires_at: new Date(now.getTime() + days * 86_400_000).toISOString(),
        })
        .execute();
      // Expired rows are swept here rather than by a timer: logins are rare and cheap.
      await db.deleteFrom('sessions').where('expires_at', '<=', now.toISOString()).execute();
      return token;
    },
    async find(token) {
      if (!token || token.length > 100) return null;
      const row = await db
        .selectFrom('sessions')
        .select('admin_id')
        .where('id', '=', hashToken(token))
        .where('expires_at', '>', clock.now().toISOString())
        .executeTakeFirst();
      return row?.admin_id ?? null;
    },
    async destroy(token) {
      if (!token) return;
      await db.deleteFrom('sessions').where('id', '=', hashToken(token)).execute();
    },
    async destroyAllFor(adminId) {
      await db.deleteFrom('sessions').where('admin_id', '=', adminId).execute();
    },
  };
}
