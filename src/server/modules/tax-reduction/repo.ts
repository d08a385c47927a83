import type { Db } from '../../db/database.ts';

/** What makes a gift count toward a tax reduction, besides the giver asking for one. */
export interface QualifyingGifts {
  /** [start, end) as ISO times: the year, from the approval date on. */
  start: string;
  end: string;
  minimumGiftOre: number;
}

/** SQL for the tax reduction report. */
export function createTaxReductionRepo(db: Db) {
  return {
    /**
     * One row per giver (by the keyed hash of the number; null: gifts without one) with the sum of
     * the gifts that count: paid, in SEK, at least the minimum each, nothing refunded or lost in
     * a dispute. Summed by the database, so a year of many gifts is one pass and few rows.
     */
    async giversOf({ start, end, minimumGiftOre }: QualifyingGifts) {
      const rows = await db
        .selectFrom('donations')
        .select((eb) => [
          'personal_number_hmac',
          eb.fn.max('personal_number').as('personal_number'),
          eb.fn.max('donor_name').as('donor_name'),
          eb.fn.sum<number | string>('amount_ore').as('total_ore'),
          eb.fn.countAll<number | string>().as('gifts'),
        ])
        .where('tax_reduction', '=', 1)
        .where('paid_at', '>=', start)
        .where('paid_at', '<', end)
        .where('status', '=', 'succeeded')
        .where('currency', '=', 'sek')
        .where('amount_ore', '>=', minimumGiftOre)
        .where('refunded_ore', '=', 0)
        .where((eb) =>
          eb.or([eb('dispute_status', 'is', null), eb('dispute_status', '!=', 'lost')]),
        )
        .groupBy('personal_number_hmac')
        .execute();
      return rows.map((row) => ({
        personalNumber: row.personal_number,
        name: row.donor_name,
        totalOre: Number(row.total_ore),
        gifts: Number(row.gifts),
      }));
    },
  };
}
