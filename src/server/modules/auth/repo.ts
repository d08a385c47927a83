import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { hashPassword } from './password.ts';

/** SQL for the admin accounts. */
export function createAdminRepo(db: Db, clock: Clock) {
  return {
    findByUsername(username: string) {
      return db
        .selectFrom('admins')
        .selectAll()
        .where('username', '=', username)
        .executeTakeFirst();
    },

    async hasAny(): Promise<boolean> {
      return (await db.selectFrom('admins').select('id').limit(1).executeTakeFirst()) !== undefined;
    },

    async create(username: string, password: string): Promise<number> {
      const now = clock.now().toISOString();
      const row = await db
        .insertInto('admins')
        .values({
          username,
          password_hash: await hashPassword(password),
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async setPassword(adminId: number, password: string): Promise<void> {
      await db
        .updateTable('admins')
        .set({ password_hash: await hashPassword(password), updated_at: clock.now().toISOString() })
        .where('id', '=', adminId)
        .execute();
    },

    list() {
      return db
        .selectFrom('admins')
        .select(['id', 'username', 'created_at'])
        .orderBy('id')
        .execute();
    },
  };
}

export type AdminRepo = ReturnType<typeof createAdminRepo>;
