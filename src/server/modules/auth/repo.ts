import type { Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { AdminsTable } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { hashPassword, type ScryptCost } from './password.ts';

/** SQL for the admin accounts. */
export function createAdminRepo(db: Db, clock: Clock) {
  /** Changes an admin's columns and stamps `updated_at`. */
  async function update(
    adminId: number,
    changes: Omit<Updateable<AdminsTable>, 'id' | 'updated_at'>,
  ): Promise<void> {
    await db
      .updateTable('admins')
      .set({ ...changes, updated_at: clock.now().toISOString() })
      .where('id', '=', adminId)
      .execute();
  }

  return {
    update,

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

    findById(adminId: number) {
      return db.selectFrom('admins').selectAll().where('id', '=', adminId).executeTakeFirst();
    },

    async setPassword(adminId: number, password: string, cost?: ScryptCost): Promise<void> {
      await update(adminId, { password_hash: await hashPassword(password, cost) });
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
