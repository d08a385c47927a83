import type { Db } from '../../db/database.ts';

/**
 * Records a challenge as used; false when it already was. One INSERT decides, so two
 * instances receiving the same solution at once cannot both accept it.
 */
export async function markChallengeUsed(
  db: Db,
  nonce: string,
  expiresAt: string,
): Promise<boolean> {
  const inserted = await db
    .insertInto('used_challenges')
    .values({ nonce, expires_at: expiresAt })
    .onConflict((oc) => oc.column('nonce').doNothing())
    .returning('nonce')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Forgets used challenges that have expired: an expired challenge is refused anyway. */
export async function deleteExpiredChallenges(db: Db, now: string): Promise<void> {
  await db.deleteFrom('used_challenges').where('expires_at', '<', now).execute();
}
