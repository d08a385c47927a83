import type { Db } from '../../db/database.ts';

/** SQL for the used proof-of-work challenges. */
export function createChallengeRepo(db: Db) {
  return {
    /**
     * Records a challenge as used; false when it already was. One INSERT decides, so two
     * instances receiving the same solution at once cannot both accept it.
     */
    async markUsed(nonce: string, expiresAt: string): Promise<boolean> {
      const inserted = await db
        .insertInto('used_challenges')
        .values({ nonce, expires_at: expiresAt })
        .onConflict((oc) => oc.column('nonce').doNothing())
        .returning('nonce')
        .executeTakeFirst();
      return inserted !== undefined;
    },

    /** Forgets used challenges that have expired: an expired challenge is refused anyway. */
    async deleteExpired(now: string): Promise<void> {
      await db.deleteFrom('used_challenges').where('expires_at', '<', now).execute();
    },
  };
}
