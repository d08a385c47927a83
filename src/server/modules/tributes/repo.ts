import { type Insertable, sql } from 'kysely';
import type { CardStatus } from '#shared/schemas/tributes.ts';
import type { Db } from '../../db/database.ts';
import type { GiftTribute, GiftTributesTable } from '../../db/tables/tributes.ts';

export type NewTribute = Insertable<GiftTributesTable>;

/** A card to post, with what the admin's list shows of its gift. */
export type CardToPostRow = GiftTribute & {
  amount_ore: number;
  donor_name: string | null;
  paid_at: string | null;
  dispute_status: string | null;
};

/** SQL for gifts' tributes and their cards. Pass a transaction as `db` to take part in it. */
export function createTributesRepo(db: Db) {
  return {
    async insert(tribute: NewTribute): Promise<void> {
      await db
        .insertInto('gift_tributes')
        .values(tribute)
        .onConflict((oc) => oc.column('donation_id').doNothing())
        .execute();
    },

    findByDonation(donationId: number): Promise<GiftTribute | undefined> {
      return db
        .selectFrom('gift_tributes')
        .selectAll()
        .where('donation_id', '=', donationId)
        .executeTakeFirst();
    },

    /**
     * Moves a card from one status to the next, only if it is still in `from`: of two instances
     * settling the same gift, one moves it. True when this call did.
     */
    async move(
      id: number,
      from: readonly CardStatus[],
      to: CardStatus,
      now: string,
      stamp?: 'sent_at' | 'posted_at' | 'withdrawn_at',
    ): Promise<boolean> {
      const result = await db
        .updateTable('gift_tributes')
        .set({ status: to, updated_at: now, ...(stamp ? { [stamp]: now } : {}) })
        .where('id', '=', id)
        .where('status', 'in', [...from])
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** A card's status and when it was posted, for answering a repeated "posted". */
    postingState(id: number) {
      return db
        .selectFrom('gift_tributes')
        .select(['status', 'posted_at'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** Cards to post, oldest paid first, with their gift's amount, giver and dispute. */
    listToPost(): Promise<CardToPostRow[]> {
      return db
        .selectFrom('gift_tributes')
        .innerJoin('donations', 'donations.id', 'gift_tributes.donation_id')
        .selectAll('gift_tributes')
        .select([
          'donations.amount_ore',
          'donations.donor_name',
          'donations.paid_at',
          'donations.dispute_status',
        ])
        .where('gift_tributes.status', '=', 'to_post')
        .orderBy('gift_tributes.id')
        .execute();
    },

    async countToPost(): Promise<number> {
      const row = await db
        .selectFrom('gift_tributes')
        .select(sql<number | string>`count(*)`.as('count'))
        .where('status', '=', 'to_post')
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /**
     * Withdraws the cards not yet sent or posted of the payment's gift when it was refunded in
     * full or lost in a dispute; answers how many.
     */
    async withdrawReversed(paymentId: string, now: string): Promise<number> {
      const result = await db
        .updateTable('gift_tributes')
        .set({ status: 'withdrawn', withdrawn_at: now, updated_at: now })
        .where('status', 'in', ['waiting', 'to_post'])
        .where('donation_id', 'in', (eb) =>
          eb
            .selectFrom('donations')
            .select('donations.id')
            .where('donations.payment_intent_id', '=', paymentId)
            .where((inner) =>
              inner.or([
                inner('donations.refunded_ore', '>=', inner.ref('donations.amount_ore')),
                inner('donations.dispute_status', '=', 'lost'),
              ]),
            ),
        )
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}

export type TributesRepo = ReturnType<typeof createTributesRepo>;
