import type { Db } from '../../db/database.ts';
import { createPersonalNumbers } from '../../lib/personal-numbers/personal-numbers.ts';
import { emailMatches, type PersonalDataProvider } from '../personal-data/index.ts';
import { createDonationsRepo } from './repo.ts';
import { toListItem } from './rows.ts';

/** How long a gift's personal identity number waits for the gift to be paid. */
const NUMBER_KEPT_UNPAID_MS = 24 * 60 * 60_000;

/** Monthly gifts that may still bill: cancelled at the provider before their giver is erased. */
const STILL_BILLING = ['active', 'past_due', 'unpaid', 'paused', 'trialing', 'incomplete'];

/**
 * Givers' names, addresses and personal identity numbers (for a tax reduction). Paid gifts are
 * bookkeeping records and stay, without the giver's details; gifts that were never paid go, on
 * erasure and after the retention period. A monthly gift still running is cancelled at the
 * payment provider first: its next month would record the giver again.
 */
export const donationsData: PersonalDataProvider = {
  name: 'donations',
  async find(db, email, { personalDataKey }) {
    const personalNumbers = createPersonalNumbers(personalDataKey);
    const gifts = await db
      .selectFrom('donations')
      .selectAll()
      .where(emailMatches<'donations'>('donor_email', email))
      .orderBy('id')
      .execute();
    const subscriptions = await db
      .selectFrom('donation_subscriptions')
      .select([
        'provider_ref',
        'amount_ore',
        'donor_name',
        'donor_email',
        'status',
        'created_at',
        'personal_number',
      ])
      .where(emailMatches<'donation_subscriptions'>('donor_email', email))
      .orderBy('id')
      .execute();
    return [
      ...gifts.map((gift) => toListItem(gift, personalNumbers.whole(gift.personal_number))),
      ...subscriptions.map(({ personal_number, ...subscription }) => ({
        monthlySubscription: {
          ...subscription,
          personalNumber: personalNumbers.whole(personal_number),
        },
      })),
    ];
  },
  async erase(db, email) {
    const deleted = await db
      .deleteFrom('donations')
      .where(emailMatches<'donations'>('donor_email', email))
      .where('status', '!=', 'succeeded')
      .executeTakeFirst();
    const anonymised = await db
      .updateTable('donations')
      .set({
        donor_name: null,
        donor_email: null,
        client_ref: null,
        public_message: null,
        ...WITHOUT_NUMBER,
      })
      .where(emailMatches<'donations'>('donor_email', email))
      .executeTakeFirst();
    return (
      Number(deleted.numDeletedRows) +
      Number(anonymised.numUpdatedRows) +
      (await eraseSubscriptions(db, email))
    );
  },
  purgeBefore: (db, cutoff) => createDonationsRepo(db).deleteUnpaidBefore(cutoff),
  /**
   * A personal identity number serves the yearly report of paid gifts: a gift, or a monthly gift,
   * not paid within a day of being started (left, declined, never begun) loses it.
   */
  async clearUnneeded(db, now) {
    const dayBefore = new Date(now.getTime() - NUMBER_KEPT_UNPAID_MS).toISOString();
    const gifts = await db
      .updateTable('donations')
      .set(WITHOUT_NUMBER)
      .where('personal_number', 'is not', null)
      .where('status', '!=', 'succeeded')
      .where('created_at', '<', dayBefore)
      .executeTakeFirst();
    const monthly = await db
      .updateTable('donation_subscriptions')
      .set(WITHOUT_NUMBER)
      .where('personal_number', 'is not', null)
      .where('created_at', '<', dayBefore)
      .where(({ exists, not, selectFrom }) =>
        not(
          exists(
            selectFrom('donations')
              .select('donations.id')
              .whereRef('donations.subscription_id', '=', 'donation_subscriptions.provider_ref')
              .where('donations.status', '=', 'succeeded'),
          ),
        ),
      )
      .executeTakeFirst();
    return Number(gifts.numUpdatedRows) + Number(monthly.numUpdatedRows);
  },
  async cancelMonthlyGifts(db, email, payments) {
    const running = await db
      .selectFrom('donation_subscriptions')
      .select('provider_ref')
      .where(emailMatches<'donation_subscriptions'>('donor_email', email))
      .where('status', 'in', STILL_BILLING)
      .execute();
    for (const { provider_ref } of running) await payments.cancelSubscription(provider_ref);
    return running.length;
  },
};

/** Erased: the number and its hash; `tax_reduction` stays, so the report warns of the gap. */
const WITHOUT_NUMBER = { personal_number: null, personal_number_hmac: null };

async function eraseSubscriptions(db: Db, email: string): Promise<number> {
  const result = await db
    .updateTable('donation_subscriptions')
    .set({ donor_name: null, donor_email: null, ...WITHOUT_NUMBER })
    .where(emailMatches<'donation_subscriptions'>('donor_email', email))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
