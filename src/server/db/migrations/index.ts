import type { Migration } from 'kysely';
import * as foundation from './001-foundation.ts';

/**
 * Every migration, in order. Listed by hand rather than read from the folder so that the
 * bundled server carries them. Add new ones at the end; never edit one that has shipped.
 */
export const migrations: Record<string, Migration> = {
  '001-foundation': foundation,
};
