import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { createAdminRepo } from './repo.ts';

/** Creates the admin named by ADMIN_USERNAME/ADMIN_PASSWORD if it does not exist yet. */
export async function ensureAdminFromConfig(
  db: Db,
  clock: Clock,
  config: Pick<Config, 'admin'>,
  log: FastifyBaseLogger,
): Promise<void> {
  const admins = createAdminRepo(db, clock);
  if (!config.admin) {
    if (!(await admins.hasAny()))
      log.warn(
        'no admin account yet: set ADMIN_USERNAME and ADMIN_PASSWORD, or run `npm run admin -- create <username>`',
      );
    return;
  }
  if (await admins.findByUsername(config.admin.username)) return;
  await admins.create(config.admin.username, config.admin.password);
  log.info({ username: config.admin.username }, 'created the admin from ADMIN_USERNAME');
}
