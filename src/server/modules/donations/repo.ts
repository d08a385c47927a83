import { type Insertable, sql } from 'kysely';
import type { DonationStatus } from '#shared/schemas/donations.ts';
import type { Db } from '../../db/database.ts';
import type {
  DonationRow,
  DonationSubscriptionsTable,
  DonationsTable,
} from '../../db/tables/donations.ts';
import type { TaxReductionColumns } from '../../lib/personal-numbers/personal-numbers.ts';
import { applyRemembered, clearClientRefsBefore } from '../payments/index.ts';

export type NewDonation = Insertable<DonationsTable>;

/** A payment recorded twice: what the existing row lacks is taken from the new one. */
const LINKS_FILLED_IN = {
  payment_intent_id: sql<string>`coalesce(donations.payment_intent_id, excluded.payment_intent_id)`,
  client_ref: sql<string>`coalesce(donations.client_ref, excluded.client_ref)`,
  tax_reduction: sql<number>`case when excluded.tax_reduction = 1 then 1 else donations.tax_reduction end`,
  personal_number: sql<string>`coalesce(donations.personal_number, excluded.personal_number)`,
  personal_number_hmac: sql<string>`coalesce(donations.personal_number_hmac, excluded.personal_number_hmac)`,
};
/** What a subscription event says of the standing order. */
type SubscriptionStanding = Pick<
  DonationSubscriptionsTable,
  'status' | 'amount_ore' | 'next_payment_at' | 'paused_until'
>;

/** SQL for gifts and monthly subscriptions. Pass a transaction as `db` to take part in it. */
export function createDonationsRepo(db: Db) {
  return { ...giftQueries(db), ...subscriptionQueries(db) };
}

/** The payments of gifts: one-time gifts, and each month of a monthly one. */
function giftQueries(db: Db) {
  return {
    ...subscriptionTaxReductionRepo(db),
    /**
     * Adds the payment, or returns the row already recorded for it (an event may have come first);
     * a link the existing row lacks (its payment intent, the giver's hash, the giver's personal
     * identity number) is filled in.
     */
    async recordDonation(donation: NewDonation): Promise<DonationRow> {
      await db
        .insertInto('donations')
        .values(donation)
        .onConflict((oc) => oc.column('provider_ref').doUpdateSet(LINKS_FILLED_IN))
        .execute();
      const recorded = () =>
        db
          .selectFrom('donations')
          .selectAll()
          .where('provider_ref', '=', donation.provider_ref)
          .executeTakeFirstOrThrow();
      const row = await recorded();
      // A refund or dispute may have been told before the payment was.
      const now = donation.updated_at ?? row.updated_at;
      const told = row.payment_intent_id
        ? await applyRemembered(db, 'donations', row.payment_intent_id, now)
        : false;
      return told ? recorded() : row;
    },

    /** The gift paid by a payment, or recorded under a reference (a payment's or an invoice's id). */
    findDonationBy(column: 'payment_intent_id' | 'provider_ref', value: string) {
      return db.selectFrom('donations').selectAll().where(column, '=', value).executeTakeFirst();
    },

    findDonation(id: number) {
      return db.selectFrom('donations').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    },

    /**
     * Moves a payment to `status` as the provider reported it at `at`. Succeeded is final; other news
     * applies only if it is not older than what the row already holds (a failure wins a tie), so
     * events delivered twice or out of order change nothing twice. True when the row changed.
     */
    async applyDonationStatus(
      id: number,
      change: { status: DonationStatus; at: string; failureMessage?: string | null; now: string },
    ): Promise<boolean> {
      const result = await db
        .updateTable('donations')
        .set({
          status: change.status,
          status_at: change.at,
          failure_message: change.status === 'failed' ? (change.failureMessage ?? null) : null,
          ...(change.status === 'succeeded' ? { paid_at: change.at } : {}),
          updated_at: change.now,
        })
        .where('id', '=', id)
        .where('status', '!=', 'succeeded')
        .$if(change.status === 'failed', (q) => q.where('status_at', '<=', change.at))
        .$if(change.status === 'pending', (q) => q.where('status_at', '<', change.at))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Forgets the hashed addresses of gifts started before `cutoff`: their hour has passed. */
    clearClientRefsBefore: (cutoff: string) => clearClientRefsBefore(db, 'donations', cutoff),

    /** The retention purge: gifts never paid hold the giver's details for no purpose once old. */
    async deleteUnpaidBefore(cutoff: string): Promise<number> {
      const result = await db
        .deleteFrom('donations')
        .where('status', '!=', 'succeeded')
        .where('created_at', '<', cutoff)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /**
     * Paid gifts since `from`, net of refunds, summed by kind and by the UTC hour they were paid
     * in (`YYYY-MM-DDTHH`): fine enough to sort into Stockholm's months and days in code, on
     * SQLite and PostgreSQL alike (paid_at is ISO text).
     */
    async netByHour(from: string) {
      const hour = sql<string>`substr(paid_at, 1, 13)`;
      const rows = await db
        .selectFrom('donations')
        .select([
          'kind',
          hour.as('hour'),
          sql<number | string>`sum(amount_ore - refunded_ore)`.as('net'),
        ])
        .where('status', '=', 'succeeded')
        .where('paid_at', '>=', from)
        .groupBy(['kind', hour])
        .execute();
      return rows.map((row) => ({ kind: row.kind, hour: row.hour, netOre: Number(row.net) }));
    },

    /** Every gift created in [from, to), newest first. */
    listDonations(from: string, to: string) {
      return db
        .selectFrom('donations')
        .selectAll()
        .where('created_at', '>=', from)
        .where('created_at', '<', to)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },
  };
}

/** Monthly gifts' standing orders at the provider, and which of them are past due. */
function subscriptionQueries(db: Db) {
  return {
    /** Adds a monthly gift's subscription unless it is already recorded. */
    async recordSubscription(subscription: Insertable<DonationSubscriptionsTable>): Promise<void> {
      await db
        .insertInto('donation_subscriptions')
        .values(subscription)
        .onConflict((oc) => oc.column('provider_ref').doNothing())
        .execute();
    },

    /**
     * The subscription as of `at` (status, amount, next payment, pause); older news is ignored,
     * and "incomplete" (where every subscription starts) never replaces a later status.
     */
    async applySubscriptionStatus(
      providerRef: string,
      change: SubscriptionStanding & { at: string; now: string },
    ): Promise<void> {
      const { at, now, ...standing } = change;
      await db
        .updateTable('donation_subscriptions')
        .set({ ...standing, status_at: at, updated_at: now })
        .where('provider_ref', '=', providerRef)
        .where('status_at', '<=', change.at)
        .$if(change.status === 'incomplete', (q) => q.where('status', '=', 'incomplete'))
        .execute();
    },

    /**
     * Marks the monthly gift past due for a month whose payment failed at `at` (the earliest
     * unpaid failure stays its start).
     */
    async markPastDue(
      subscriptionId: string,
      failure: { invoiceId: string; at: string; now: string },
    ): Promise<void> {
      await db
        .updateTable('donation_subscriptions')
        .set({
          past_due_since: sql`coalesce(past_due_since, ${failure.at})`,
          failed_invoice_id: failure.invoiceId,
          updated_at: failure.now,
        })
        .where('provider_ref', '=', subscriptionId)
        .execute();
    },

    /**
     * A paid month clears the past-due mark: the failed month itself paid at last, or a month
     * billed after the failure (a late word about an older month leaves a newer failure alone).
     */
    async clearPastDue(
      subscriptionId: string,
      paid: { invoiceId: string; invoiceCreatedAt: string; now: string },
    ): Promise<void> {
      await db
        .updateTable('donation_subscriptions')
        .set({ past_due_since: null, failed_invoice_id: null, updated_at: paid.now })
        .where('provider_ref', '=', subscriptionId)
        .where((eb) =>
          eb.or([
            eb('failed_invoice_id', '=', paid.invoiceId),
            eb('past_due_since', '<', paid.invoiceCreatedAt),
          ]),
        )
        .execute();
    },

    /** Monthly gifts whose last payment failed, longest past due first. */
    listPastDue() {
      return db
        .selectFrom('donation_subscriptions')
        .selectAll()
        .where('past_due_since', 'is not', null)
        .orderBy('past_due_since')
        .orderBy('id')
        .execute();
    },

    /** Standing orders by provider status, and whether the site marked them past due. */
    async countSubscriptionsByStatus() {
      const late = sql<number>`case when past_due_since is null then 0 else 1 end`;
      const rows = await db
        .selectFrom('donation_subscriptions')
        .select(['status', late.as('late'), (eb) => eb.fn.countAll<number | string>().as('count')])
        .groupBy(['status', late])
        .execute();
      return rows.map((row) => ({
        status: row.status,
        late: Number(row.late) === 1,
        count: Number(row.count),
      }));
    },

    async countActiveSubscriptions(): Promise<number> {
      const row = await db
        .selectFrom('donation_subscriptions')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('status', 'in', ['active', 'trialing', 'past_due'])
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
  };
}

/** The personal identity number a monthly gift was given with, which each month inherits. */
function subscriptionTaxReductionRepo(db: Db) {
  return {
    /** A monthly gift given with a tax reduction: every month's gift inherits its number. */
    async setSubscriptionTaxReduction(providerRef: string, columns: TaxReductionColumns) {
      await db
        .updateTable('donation_subscriptions')
        .set(columns)
        .where('provider_ref', '=', providerRef)
        .execute();
    },

    /** What a new month of the subscription inherits: its tax-reduction columns. */
    subscriptionTaxReduction(providerRef: string): Promise<TaxReductionColumns | undefined> {
      return db
        .selectFrom('donation_subscriptions')
        .select(['tax_reduction', 'personal_number', 'personal_number_hmac'])
        .where('provider_ref', '=', providerRef)
        .executeTakeFirst();
    },
  };
}
