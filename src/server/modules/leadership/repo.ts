import type { Db } from '../../db/database.ts';
import { createOptionalImageRepo } from '../../images/index.ts';

export type LeaderFields = { name: string; role: string; bio: string };

/** SQL for the leaders table (the shared optional-image item table). */
export const createLeaderRepo = (db: Db) =>
  createOptionalImageRepo<LeaderFields>(db, 'leaders', ['name', 'role', 'bio']);
