import type { FastifyBaseLogger } from 'fastify';
import { ticketCount } from '#shared/content/events.ts';
import type { AppDeps } from '../../deps.ts';
import { isoNow } from '../../lib/clock.ts';
import type { Refund } from '../../payments/port.ts';
import { createEventsRepo } from '../events/index.ts';
import {
  type PaymentEventDispatcher,
  raiseRefunded,
  recordDisputeStatus,
  remembered,
} from '../payments/index.ts';
import { createTicketOrdersRepo } from './repo.ts';
import { quantitiesOf } from './ticket-email.ts';

export type RefundDeps = Pick<AppDeps, 'db' | 'clock'> & {
  /** Told after spots were given back. */
  spotsChanged: () => Promise<void>;
};

/**
 * Records the provider's refund total on the order; the refund that makes it whole gives the
 * order's spots back, once (the raise from below the amount is the guard). A partial refund
 * keeps the spots: which tickets it stands for is the admin's to say.
 */
async function applyRefund(
  { db, clock, spotsChanged }: RefundDeps,
  refund: Refund,
  log: FastifyBaseLogger,
) {
  const now = isoNow(clock);
  const returned = await db.transaction().execute(async (trx) => {
    const order = await createTicketOrdersRepo(trx).findByPaymentId(refund.paymentId);
    if (!order) return false;
    const raised = await raiseRefunded(trx, 'ticket_orders', { ...refund, now });
    const madeWhole = order.refunded_ore < order.amount && refund.refundedOre >= order.amount;
    if (!raised || !madeWhole || order.status !== 'paid') return false;
    const spots = ticketCount(quantitiesOf(order));
    await createEventsRepo(trx).returnSpots(order.event_id, spots, now);
    log.info({ orderId: order.id, spots }, 'ticket order refunded: spots given back');
    return true;
  });
  if (returned) await spotsChanged();
}

/** A refund or dispute told before the order's payment was: applied once the order is paid. */
export async function applyRememberedToOrder(
  deps: RefundDeps,
  order: { amount: number; payment_intent_id: string | null },
  log: FastifyBaseLogger,
) {
  const paymentId = order.payment_intent_id;
  const word = paymentId ? await remembered(deps.db, paymentId) : undefined;
  if (!paymentId || !word) return;
  const refund = { paymentId, amountOre: order.amount, refundedOre: word.refunded_ore };
  await applyRefund(deps, refund, log);
  if (word.dispute_status) {
    const now = isoNow(deps.clock);
    await recordDisputeStatus(deps.db, 'ticket_orders', {
      paymentId,
      status: word.dispute_status,
      now,
    });
  }
}

/** Refunds and disputes of paid ticket orders. */
export function registerTicketRefunds(events: PaymentEventDispatcher, deps: RefundDeps) {
  events.on('refund', ({ refund }, log) => applyRefund(deps, refund, log));
  events.on('dispute', async ({ dispute }) => {
    const { paymentId, status } = dispute;
    await recordDisputeStatus(deps.db, 'ticket_orders', {
      paymentId,
      status,
      now: isoNow(deps.clock),
    });
  });
}
