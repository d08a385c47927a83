import { type ExpressionBuilder, sql } from 'kysely';
import { stockholmYear } from '#shared/stockholm.ts';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { notQueued } from '../outbox/index.ts';

/** Gifts are found by the giver's address whatever its case (the index on lower(donor_email)). */
const byEmail =
  (email: string) =>
  <T extends 'donations' | 'donation_subscriptions'>(eb: ExpressionBuilder<Database, T>) =>
    eb(sql`lower(donor_email)`, '=', email);

/** SQL for signing donors in: the e-mailed links and the sessions they open. */
export function createSignInRepo(db: Db) {
  return {
    async insertLink(row: { token_hash: string; email: string; now: string; expiresAt: string }) {
      await db
        .insertInto('donor_sign_in_links')
        .values({
          token_hash: row.token_hash,
          email: row.email,
          created_at: row.now,
          expires_at: row.expiresAt,
        })
        .execute();
      await db.deleteFrom('donor_sign_in_links').where('expires_at', '<=', row.now).execute();
    },

    /** Marks an unused, unexpired link used and answers its address; once only, even when raced. */
    async consumeLink(tokenHash: string, now: string): Promise<string | undefined> {
      const used = await db
        .updateTable('donor_sign_in_links')
        .set({ used_at: now })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning('email')
        .executeTakeFirst();
      return used?.email;
    },

    async insertSession(row: { id: string; email: string; now: string; expiresAt: string }) {
      await db
        .insertInto('donor_sessions')
        .values({ id: row.id, email: row.email, created_at: row.now, expires_at: row.expiresAt })
        .execute();
      await db.deleteFrom('donor_sessions').where('expires_at', '<=', row.now).execute();
    },

    async sessionEmail(id: string, now: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('donor_sessions')
        .select('email')
        .where('id', '=', id)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return row?.email;
    },

    async deleteSession(id: string) {
      await db.deleteFrom('donor_sessions').where('id', '=', id).execute();
    },
  };
}

/** SQL for a donor's own gifts, found by their address. */
export function createMyGiftsRepo(db: Db) {
  return {
    /**
     * Whether the address signs in by link: it has a paid gift (not one only started: anyone can
     * start a payment with any address), or organises a fundraiser (decision 024).
     */
    async signsInByLink(email: string): Promise<boolean> {
      const gift = await db
        .selectFrom('donations')
        .select('id')
        .where(byEmail(email))
        .where('status', '=', 'succeeded')
        .limit(1)
        .executeTakeFirst();
      if (gift) return true;
      const fundraiser = await db
        .selectFrom('fundraisers')
        .select('id')
        .where(sql`lower(organiser_email)`, '=', email)
        .limit(1)
        .executeTakeFirst();
      return fundraiser !== undefined;
    },

    /** The address the site holds for a monthly gift's giver; none once erased. */
    async donorAddressOf(subscriptionRef: string): Promise<string | undefined> {
      const gift = await db
        .selectFrom('donation_subscriptions')
        .select('donor_email')
        .where('provider_ref', '=', subscriptionRef)
        .executeTakeFirst();
      return gift?.donor_email ?? undefined;
    },

    /** Whether a month of the subscription was ever paid: the monthly gift had really begun. */
    async hadPaidMonth(subscriptionRef: string): Promise<boolean> {
      const paid = await db
        .selectFrom('donations')
        .select('id')
        .where('subscription_id', '=', subscriptionRef)
        .where('status', '=', 'succeeded')
        .limit(1)
        .executeTakeFirst();
      return paid !== undefined;
    },

    /** The donor's payments, newest first, `limit` at a time, older than the gift `before`. */
    giftsOf(email: string, limit: number, before?: number) {
      return db
        .selectFrom('donations')
        .select([
          'id',
          'created_at',
          'paid_at',
          'amount_ore',
          'refunded_ore',
          'kind',
          'method',
          'status',
          'provider',
        ])
        .where(byEmail(email))
        .$if(before !== undefined, (q) => q.where('id', '<', before as number))
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },

    monthlyOf(email: string) {
      return db
        .selectFrom('donation_subscriptions')
        .selectAll()
        .where(byEmail(email))
        .where('status', 'not in', ['incomplete', 'incomplete_expired'])
        .orderBy('id', 'desc')
        .execute();
    },

    /** The donor's monthly gift `id`; undefined when it is not theirs. */
    monthlyGift(email: string, id: number) {
      return db
        .selectFrom('donation_subscriptions')
        .selectAll()
        .where('id', '=', id)
        .where(byEmail(email))
        .executeTakeFirst();
    },
  };
}

/** SQL for yearly statements: paid gifts by year. */
export function createStatementsRepo(db: Db) {
  return {
    /** The paid gifts of [from, to), oldest first. */
    paidGifts(email: string, from: string, to: string) {
      return db
        .selectFrom('donations')
        .select(['paid_at', 'amount_ore', 'refunded_ore', 'kind', 'method', 'donor_name'])
        .where(byEmail(email))
        .where('status', '=', 'succeeded')
        .where('paid_at', '>=', from)
        .where('paid_at', '<', to)
        .orderBy('paid_at')
        .orderBy('id')
        .execute();
    },

    /**
     * The years in which the donor has paid gifts, newest first: Stockholm's years, not UTC's (a
     * gift at 23:30 UTC on New Year's Eve is next year's). A donor's gifts are few enough to read.
     */
    async paidYears(email: string): Promise<number[]> {
      const rows = await db
        .selectFrom('donations')
        .select('paid_at')
        .where(byEmail(email))
        .where('status', '=', 'succeeded')
        .where('paid_at', 'is not', null)
        .$narrowType<{ paid_at: string }>()
        .execute();
      const years = new Set(rows.map((row) => stockholmYear(row.paid_at)));
      return [...years].sort((a, b) => b - a);
    },

    /**
     * Every address with a paid gift in [from, to), lower-cased, with the language of its latest
     * gift (its e-mails are written in it); save those already sent the e-mail keyed
     * `keyPrefix` + address: the outbox's unique key answers it, so a repeated run reads little.
     */
    async donorsToTell(from: string, to: string, keyPrefix: string) {
      const rows = await db
        .selectFrom('donations')
        .select([sql<string>`lower(donor_email)`.as('email'), 'locale', 'id'])
        .where('donor_email', 'is not', null)
        .where('status', '=', 'succeeded')
        .where('paid_at', '>=', from)
        .where('paid_at', '<', to)
        .where(notQueued(keyPrefix, sql<string>`lower(donations.donor_email)`))
        .orderBy('id')
        .execute();
      return new Map(rows.map((row) => [row.email, row.locale]));
    },
  };
}

export type StatementsRepo = ReturnType<typeof createStatementsRepo>;
