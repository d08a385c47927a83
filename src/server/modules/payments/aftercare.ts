import { sql } from 'kysely';
import { CLOSED_DISPUTE_STATUSES, isDisputeClosed } from '#shared/payments/disputes.ts';
import type { Db } from '../../db/database.ts';
import type { AppDeps } from '../../deps.ts';
import type { PaymentEventDispatcher } from './dispatcher.ts';

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

const closedList = sql.join(CLOSED_DISPUTE_STATUSES.map((status) => sql.lit(status)));

/**
 * Keeps the provider's word on a payment's refunds (the larger total wins) and dispute (a closed
 * one is final), known or not: a payment recorded later takes it on (`applyRemembered`).
 */
async function remember(
  db: Db,
  word: { paymentId: string; refundedOre?: number; disputeStatus?: string; now: string },
): Promise<void> {
  await db
    .insertInto('payment_adjustments')
    .values({
      payment_id: word.paymentId,
      refunded_ore: word.refundedOre ?? 0,
      dispute_status: word.disputeStatus ?? null,
      updated_at: word.now,
    })
    .onConflict((oc) =>
      oc.column('payment_id').doUpdateSet({
        refunded_ore: sql`case when excluded.refunded_ore > payment_adjustments.refunded_ore then excluded.refunded_ore else payment_adjustments.refunded_ore end`,
        dispute_status: sql`case when excluded.dispute_status is null or (payment_adjustments.dispute_status in (${closedList}) and excluded.dispute_status not in (${closedList})) then payment_adjustments.dispute_status else excluded.dispute_status end`,
        updated_at: word.now,
      }),
    )
    .execute();
}

/** Refunds and disputes are kept by payment first, so none is lost to a payment not yet known. */
export function rememberAdjustments(
  events: PaymentEventDispatcher,
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
) {
  const now = () => clock.now().toISOString();
  events.on('refund', ({ refund }) => remember(db, { ...refund, now: now() }));
  events.on('dispute', ({ dispute }) =>
    remember(db, { paymentId: dispute.paymentId, disputeStatus: dispute.status, now: now() }),
  );
}

/** What the provider has said so far of the payment's refunds and dispute; undefined for nothing. */
export function remembered(db: Db, paymentId: string) {
  return db
    .selectFrom('payment_adjustments')
    .selectAll()
    .where('payment_id', '=', paymentId)
    .executeTakeFirst();
}

/**
 * Gives a payment the site has just recorded what the provider said of it before; false when it
 * said nothing.
 */
export async function applyRemembered(
  db: Db,
  table: PaidTable,
  paymentId: string,
  now: string,
): Promise<boolean> {
  const word = await remembered(db, paymentId);
  if (!word) return false;
  await raiseRefunded(db, table, { paymentId, refundedOre: word.refunded_ore, now });
  if (word.dispute_status) {
    await recordDisputeStatus(db, table, { paymentId, status: word.dispute_status, now });
  }
  return true;
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
