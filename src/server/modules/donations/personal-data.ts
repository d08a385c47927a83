import type { Db } from '../../db/database.ts';
import { emailMatches, type PersonalDataProvider } from '../personal-data/index.ts';
import { createDonationsRepo } from './repo.ts';
import { toListItem } from './rows.ts';

/**
 * Givers' names and addresses. Paid gifts are bookkeeping records and stay, without the
 * giver's details; gifts that were never paid go, on erasure and after the retention period. A monthly gift keeps running at the payment
 * provider until it is cancelled there.
 */
export const donationsData: PersonalDataProvider = {
  name: 'donations',
  async find(db, email) {
    const gifts = await db
      .selectFrom('donations')
      .selectAll()
      .where(emailMatches<'donations'>('donor_email', email))
      .orderBy('id')
      .execute();
    const subscriptions = await db
      .selectFrom('donation_subscriptions')
      .select(['provider_ref', 'amount_ore', 'donor_name', 'donor_email', 'status', 'created_at'])
      .where(emailMatches<'donation_subscriptions'>('donor_email', email))
      .orderBy('id')
      .execute();
    return [...gifts.map(toListItem), ...subscriptions.map((s) => ({ monthlySubscription: s }))];
  },
  async erase(db, email) {
    const deleted = await db
      .deleteFrom('donations')
      .where(emailMatches<'donations'>('donor_email', email))
      .where('status', '!=', 'succeeded')
      .executeTakeFirst();
    const anonymised = await db
      .updateTable('donations')
      .set({ donor_name: null, donor_email: null, client_ref: null })
      .where(emailMatches<'donations'>('donor_email', email))
      .executeTakeFirst();
    return (
      Number(deleted.numDeletedRows) +
      Number(anonymised.numUpdatedRows) +
      (await eraseSubscriptions(db, email))
    );
  },
  purgeBefore: (db, cutoff) => createDonationsRepo(db).deleteUnpaidBefore(cutoff),
};

async function eraseSubscriptions(db: Db, email: string): Promise<number> {
  const result = await db
    .updateTable('donation_subscriptions')
    .set({ donor_name: null, donor_email: null })
    .where(emailMatches<'donation_subscriptions'>('donor_email', email))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
