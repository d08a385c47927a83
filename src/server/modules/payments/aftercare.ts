import { CLOSED_DISPUTE_STATUSES, isDisputeClosed } from '#shared/payments/disputes.ts';
import type { Db } from '../../db/database.ts';

/** What a visitor pays for: a gift (one payment of it) or a ticket order. */
export type PaidTable = 'donations' | 'ticket_orders';

/**
 * Raises the amount refunded on the payment's row to the provider's running total. Refunds only
 * add up, so the larger total wins: replays and reordered events end in the same state. True
 * when the row changed.
 */
export async function raiseRefunded(
  db: Db,
  table: PaidTable,
  change: { paymentId: string; refundedOre: number; now: string },
): Promise<boolean> {
  const result = await db
    .updateTable(table)
    .set({ refunded_ore: change.refundedOre, updated_at: change.now })
    .where('payment_intent_id', '=', change.paymentId)
    .where('refunded_ore', '<', change.refundedOre)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Records the dispute's state on the payment's row. A closed dispute (won, lost) is final: a
 * late "needs_response" delivered after it changes nothing.
 */
export async function recordDisputeStatus(
  db: Db,
  table: PaidTable,
  change: { paymentId: string; status: string; now: string },
): Promise<void> {
  await db
    .updateTable(table)
    .set({ dispute_status: change.status, updated_at: change.now })
    .where('payment_intent_id', '=', change.paymentId)
    .$if(!isDisputeClosed(change.status), (q) =>
      q.where((eb) =>
        eb.or([
          eb('dispute_status', 'is', null),
          eb('dispute_status', 'not in', [...CLOSED_DISPUTE_STATUSES]),
        ]),
      ),
    )
    .execute();
}

/** The CSV exports' columns after a payment's amount (gross): what was given back, and the net. */
export const REFUND_CSV_HEADERS = ['Refunded (SEK)', 'Net (SEK)', 'Dispute'];

const sek = (ore: number) => (ore / 100).toFixed(2);

export function refundCsvCells(paid: {
  amountOre: number;
  refundedOre: number;
  disputeStatus: string | null;
}) {
  return [sek(paid.refundedOre), sek(paid.amountOre - paid.refundedOre), paid.disputeStatus];
}
