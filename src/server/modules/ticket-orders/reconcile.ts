import type { FastifyBaseLogger } from 'fastify';
import { ticketCount } from '#shared/content/events.ts';
import type { TicketOrder } from '../../db/tables/events.ts';
import type { AppDeps } from '../../deps.ts';
import { isoNow } from '../../lib/clock.ts';
import type { Checkout } from '../../payments/port.ts';
import { createEventsRepo, type EventsService } from '../events/index.ts';
import type { PaymentEventDispatcher } from '../payments/index.ts';
import { applyRememberedToOrder } from './refunds.ts';
import { createTicketOrdersRepo } from './repo.ts';
import { quantitiesOf, ticketEmail } from './ticket-email.ts';

/** On every checkout, so that events about other payments (donations) are left alone. */
export const PURPOSE = 'tickets';

/**
 * A pending order is released by the sweep only this long after its checkout expired: the
 * provider's clock and ours may differ a little, and a payment completed at the last second
 * must still find its order pending.
 */
const SWEEP_GRACE_MS = 60_000;

/**
 * Keeps ticket orders in step with their checkouts: spots held while a checkout is open, given
 * back when it lapses, and the tickets sent once it is paid. Every step is safe to repeat.
 */
export function createTicketReconciler({
  db,
  clock,
  mailer,
  events,
  spotsChanged,
}: Pick<AppDeps, 'db' | 'clock' | 'mailer'> & {
  events: EventsService;
  /** Told after spots were given back or taken again. */
  spotsChanged: () => Promise<void>;
}) {
  const repo = createTicketOrdersRepo(db);

  /** Gives a pending order's spots back, once (the status change is the guard). */
  async function release(order: TicketOrder, to: 'expired' | 'cancelled'): Promise<boolean> {
    const now = isoNow(clock);
    const released = await db.transaction().execute(async (trx) => {
      if (!(await createTicketOrdersRepo(trx).changeStatus(order.id, 'pending', to, now))) {
        return false;
      }
      await createEventsRepo(trx).returnSpots(
        order.event_id,
        ticketCount(quantitiesOf(order)),
        now,
      );
      return true;
    });
    if (released) await spotsChanged();
    return released;
  }

  /** Releases the reservations of checkouts that lapsed without word from the provider. */
  async function sweepLapsed(log: FastifyBaseLogger) {
    const before = new Date(clock.now().getTime() - SWEEP_GRACE_MS).toISOString();
    for (const order of await repo.findLapsed(before)) {
      if (await release(order, 'expired')) {
        log.info({ orderId: order.id }, 'ticket reservation lapsed: spots released');
      }
    }
  }

  /**
   * Marks the order paid, whatever it was before (a payment can arrive after its reservation
   * lapsed: the tickets are sold regardless, taking spots back). Safe to call again.
   */
  async function markPaid(orderId: number, log: FastifyBaseLogger): Promise<TicketOrder> {
    for (;;) {
      const order = await repo.findById(orderId);
      if (!order) throw new Error(`ticket order ${orderId} is missing`);
      if (order.status === 'paid') return order;
      const now = isoNow(clock);
      const changed = await db.transaction().execute(async (trx) => {
        if (
          !(await createTicketOrdersRepo(trx).changeStatus(order.id, order.status, 'paid', now))
        ) {
          return false;
        }
        if (order.status !== 'pending') {
          await createEventsRepo(trx).takeSpotsAtMost(
            order.event_id,
            ticketCount(quantitiesOf(order)),
            now,
          );
          log.warn(
            { orderId: order.id, was: order.status },
            'ticket order paid after its reservation was released: spots taken again',
          );
        }
        return true;
      });
      // Another change (an expiry) won the race between the read and the update: read again.
      if (!changed) continue;
      if (order.status !== 'pending') await spotsChanged();
      return { ...order, status: 'paid', paid_at: now };
    }
  }

  /** The ticket e-mail, queued at most once per order (the outbox's dedupe key). */
  async function sendTickets(order: TicketOrder, log: FastifyBaseLogger) {
    const event = await events.find(order.event_id);
    if (!event) {
      log.error({ orderId: order.id, eventId: order.event_id }, 'paid order for an unknown event');
      return;
    }
    const { duplicate } = await mailer.send(ticketEmail(order, event, clock.now()));
    if (!duplicate) log.info({ orderId: order.id }, 'ticket e-mail queued');
  }

  /** The provider's word on a checkout: paid, expired, or nothing to do yet. */
  async function applyCheckout(
    order: TicketOrder,
    checkout: Checkout,
    log: FastifyBaseLogger,
  ): Promise<TicketOrder> {
    if (checkout.status === 'paid') {
      if (checkout.amountTotalOre !== order.amount) {
        log.error(
          { orderId: order.id, sessionId: checkout.id, paid: checkout.amountTotalOre },
          'checkout session paid a different amount than the order: not marked paid',
        );
        return order;
      }
      if (checkout.paymentId) await repo.setPaymentId(order.id, checkout.paymentId, isoNow(clock));
      const paid = await markPaid(order.id, log);
      await applyRememberedToOrder({ db, clock, spotsChanged }, paid, log);
      await sendTickets(paid, log);
      return paid;
    }
    if (checkout.status === 'expired' && (await release(order, 'expired'))) {
      log.info({ orderId: order.id }, 'checkout expired: spots released');
      return { ...order, status: 'expired' };
    }
    return (await repo.findById(order.id)) ?? order;
  }

  async function orderOfCheckout(checkout: Checkout) {
    if (checkout.metadata.purpose !== PURPOSE) return undefined;
    const id = Number(checkout.metadata.order_id);
    const order = Number.isInteger(id) ? await repo.findById(id) : undefined;
    return order ?? repo.findBySessionId(checkout.id);
  }

  return { release, sweepLapsed, sendTickets, applyCheckout, orderOfCheckout };
}

export type TicketReconciler = ReturnType<typeof createTicketReconciler>;

/** The checkout events that move a ticket order. */
export function registerTicketEvents(events: PaymentEventDispatcher, tickets: TicketReconciler) {
  events.on('checkout', async ({ checkout, outcome }, log) => {
    const order = await tickets.orderOfCheckout(checkout);
    if (!order) return;
    if (outcome === 'paid') {
      await tickets.applyCheckout(order, checkout, log);
      return;
    }
    // A checkout that expired, or whose delayed payment failed, gives its spots back.
    const to = outcome === 'expired' ? 'expired' : 'cancelled';
    if (await tickets.release(order, to)) {
      log.info({ orderId: order.id, status: to }, 'checkout not paid: spots released');
    }
  });
}
