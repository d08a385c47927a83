import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { createAdmin, findAdminByUsername } from './admin-repo.ts';

/** Creates the admin named by ADMIN_USERNAME/ADMIN_PASSWORD if it does not exist yet. */
export async function ensureAdminFromConfig(
  db: Db,
  clock: Clock,
  config: Pick<Config, 'admin'>,
  log: FastifyBaseLogger,
): Promise<void> {
  if (!config.admin) {
    const anyAdmin = await db.selectFrom('admins').select('id').limit(1).executeTakeFirst();
    if (!anyAdmin)
      log.warn(
        'no admin account yet: set ADMIN_USERNAME and ADMIN_PASSWORD, or run `npm run admin -- create <username>`',
      );
    return;
  }
  if (await findAdminByUsername(db, config.admin.username)) return;
  await createAdmin(db, clock, config.admin.username, config.admin.password);
  log.info({ username: config.admin.username }, 'created the admin from ADMIN_USERNAME');
}
