import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { hashPassword } from './password.ts';

export function findAdminByUsername(db: Db, username: string) {
  return db.selectFrom('admins').selectAll().where('username', '=', username).executeTakeFirst();
}

export async function createAdmin(db: Db, clock: Clock, username: string, password: string) {
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
}

export async function setAdminPassword(db: Db, clock: Clock, adminId: number, password: string) {
  await db
    .updateTable('admins')
    .set({ password_hash: await hashPassword(password), updated_at: clock.now().toISOString() })
    .where('id', '=', adminId)
    .execute();
}

export function listAdmins(db: Db) {
  return db.selectFrom('admins').select(['id', 'username', 'created_at']).orderBy('id').execute();
}
