import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import {
  type Event,
  findEvent,
  isFreeEvent,
  type TicketQuantities,
  ticketCount,
  ticketLabels,
  ticketsTotal,
  ticketTypes,
} from '#shared/content/events.ts';
import type {
  CheckoutSessionResponse,
  TicketOrderRow,
  TicketOrderStatus,
} from '#shared/schemas/tickets.ts';
import type { Db } from '../../db/database.ts';
import type { TicketOrder } from '../../db/tables/events.ts';
import { type Clock, isoNow } from '../../lib/clock.ts';
import { badRequest, HttpError, notFound } from '../../lib/http-error.ts';
import type { CheckoutSessionObject, PaymentsProvider } from '../../payments/port.ts';
import { createEventsRepo, EVENT_NOT_FOUND } from '../events/index.ts';
import type { Mailer } from '../outbox/mailer.ts';
import * as repo from './repo.ts';
import { quantitiesOf, ticketEmail } from './ticket-email.ts';

/** On every checkout session, so that events about other payments (donations) are left alone. */
export const PURPOSE = 'tickets';

/**
 * How long a checkout holds its spots. Stripe lets a session live 30 minutes at least; a little
 * more covers the time the request takes to reach it.
 */
export const CHECKOUT_MINUTES = 31;
/** A pending order is released by the sweep only this long after its session expired. */
const SWEEP_GRACE_MS = 5 * 60_000;

export const MESSAGES = {
  noTickets: 'Please choose at least one ticket.',
  freeEvent: 'Entry to this event is free: no tickets are needed.',
  amountMismatch: (total: number) =>
    `The total does not match the ticket prices: it is ${total} kr. Please reload the page and try again.`,
  foreignUrl: 'The return addresses must be pages on this site.',
  soldOut: 'This event is fully booked.',
  tooMany: (left: number) => `Only ${left} spots are left for this event.`,
  orderNotFound: 'Order not found.',
} as const;

export interface CheckoutInput {
  amount: number;
  successUrl: string;
  cancelUrl: string;
  eventId: string;
  tickets: TicketQuantities;
  name: string;
  email: string;
  phone: string;
}

interface Deps {
  db: Db;
  clock: Clock;
  payments: PaymentsProvider;
  mailer: Mailer;
}

export function createTicketOrderService({ db, clock, payments, mailer }: Deps) {
  /** Gives a pending order's spots back, once (the status change is the guard). */
  async function release(order: TicketOrder, to: 'expired' | 'cancelled'): Promise<boolean> {
    const now = isoNow(clock);
    return db.transaction().execute(async (trx) => {
      if (!(await repo.changeStatus(trx, order.id, 'pending', to, now))) return false;
      await createEventsRepo(trx).returnSpots(
        order.event_id,
        ticketCount(quantitiesOf(order)),
        now,
      );
      return true;
    });
  }

  /** Releases the reservations of checkouts that lapsed without word from the provider. */
  async function sweepLapsed(log: FastifyBaseLogger) {
    const before = new Date(clock.now().getTime() - SWEEP_GRACE_MS).toISOString();
    for (const order of await repo.findLapsed(db, before)) {
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
      const order = await repo.findById(db, orderId);
      if (!order) throw new Error(`ticket order ${orderId} is missing`);
      if (order.status === 'paid') return order;
      const now = isoNow(clock);
      const changed = await db.transaction().execute(async (trx) => {
        if (!(await repo.changeStatus(trx, order.id, order.status, 'paid', now))) return false;
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
      if (changed) return { ...order, status: 'paid', paid_at: now };
      // Another change (an expiry) won the race between the read and the update: read again.
    }
  }

  /** The ticket e-mail, queued at most once per order (the outbox's dedupe key). */
  async function sendTickets(order: TicketOrder, log: FastifyBaseLogger) {
    const event = findEvent(order.event_id);
    if (!event) {
      log.error({ orderId: order.id, eventId: order.event_id }, 'paid order for an unknown event');
      return;
    }
    const { duplicate } = await mailer.send(ticketEmail(order, event, clock.now()));
    if (!duplicate) log.info({ orderId: order.id }, 'ticket e-mail queued');
  }

  /** The provider's word on a session: paid, expired, or nothing to do yet. */
  async function applySession(
    order: TicketOrder,
    session: CheckoutSessionObject,
    log: FastifyBaseLogger,
  ): Promise<TicketOrder> {
    if (isPaid(session)) {
      if (session.amount_total !== order.amount) {
        log.error(
          { orderId: order.id, sessionId: session.id, paid: session.amount_total },
          'checkout session paid a different amount than the order: not marked paid',
        );
        return order;
      }
      const paid = await markPaid(order.id, log);
      await sendTickets(paid, log);
      return paid;
    }
    if (session.status === 'expired' && (await release(order, 'expired'))) {
      log.info({ orderId: order.id }, 'checkout expired: spots released');
      return { ...order, status: 'expired' };
    }
    return (await repo.findById(db, order.id)) ?? order;
  }

  async function orderOfSession(session: CheckoutSessionObject) {
    if (session.metadata.purpose !== PURPOSE) return undefined;
    const id = Number(session.metadata.order_id);
    const order = Number.isInteger(id) ? await repo.findById(db, id) : undefined;
    return order ?? repo.findBySessionId(db, session.id);
  }

  return {
    async startCheckout(
      input: CheckoutInput,
      siteOrigin: string,
      log: FastifyBaseLogger,
    ): Promise<CheckoutSessionResponse> {
      const event = findEvent(input.eventId);
      if (!event) throw notFound(EVENT_NOT_FOUND);
      if (!isOnSite(input.successUrl, siteOrigin) || !isOnSite(input.cancelUrl, siteOrigin)) {
        throw badRequest(MESSAGES.foreignUrl);
      }
      if (isFreeEvent(event)) throw badRequest(MESSAGES.freeEvent);
      const count = ticketCount(input.tickets);
      if (count === 0) throw badRequest(MESSAGES.noTickets);
      const total = ticketsTotal(event.ticketPrices, input.tickets);
      if (Math.round(input.amount * 100) !== total * 100) {
        throw badRequest(MESSAGES.amountMismatch(total));
      }

      await sweepLapsed(log);
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + CHECKOUT_MINUTES * 60_000);
      const order = await db.transaction().execute(async (trx) => {
        if (!(await createEventsRepo(trx).takeSpots(event.id, count, now.toISOString()))) {
          const left = (await createEventsRepo(trx).spotsOf(event.id)) ?? 0;
          throw new HttpError(409, left === 0 ? MESSAGES.soldOut : MESSAGES.tooMany(left));
        }
        return repo.insertOrder(trx, {
          reference: newReference(),
          event_id: event.id,
          event_title: event.title,
          name: input.name,
          email: input.email,
          phone: input.phone,
          adult_qty: input.tickets.adult,
          youth_qty: input.tickets.youth,
          child_qty: input.tickets.child,
          amount: total * 100,
          currency: 'sek',
          status: 'pending',
          provider: payments.kind,
          expires_at: expiresAt.toISOString(),
          created_at: now.toISOString(),
          updated_at: now.toISOString(),
        });
      });

      let session: CheckoutSessionObject;
      try {
        session = await payments.createCheckoutSession(
          {
            currency: 'sek',
            lineItems: lineItems(event, input.tickets),
            customerEmail: input.email,
            successUrl: input.successUrl,
            cancelUrl: input.cancelUrl,
            expiresAt,
            clientReferenceId: order.reference,
            metadata: {
              purpose: PURPOSE,
              order_id: String(order.id),
              order_reference: order.reference,
              event_id: event.id,
            },
          },
          { idempotencyKey: `ticket-order:${order.id}` },
        );
      } catch (error) {
        await release(order, 'cancelled');
        throw error;
      }
      await repo.setSessionId(db, order.id, session.id, isoNow(clock));
      if (!session.url) throw new Error(`checkout session ${session.id} has no URL`);
      log.info({ orderId: order.id, eventId: event.id, tickets: count }, 'ticket checkout started');
      return { sessionId: session.id, publicKey: payments.publishableKey, url: session.url };
    },

    /** checkout.session.completed and async_payment_succeeded, as verified webhook events. */
    async onSessionPaid(session: CheckoutSessionObject, log: FastifyBaseLogger) {
      const order = await orderOfSession(session);
      if (order) await applySession(order, session, log);
    },

    /** A session that expired, or whose delayed payment failed, gives its spots back. */
    async onSessionUnpaid(
      session: CheckoutSessionObject,
      to: 'expired' | 'cancelled',
      log: FastifyBaseLogger,
    ) {
      const order = await orderOfSession(session);
      if (order && (await release(order, to))) {
        log.info({ orderId: order.id, status: to }, 'checkout not paid: spots released');
      }
    },

    /**
     * The browser's call after its return from checkout. What counts is the provider's word
     * (asked here when the webhook has not arrived yet): nothing is sent for an unpaid order,
     * and the outbox's dedupe key keeps a paid order to one e-mail.
     */
    async confirmAndSend(sessionId: string, log: FastifyBaseLogger): Promise<TicketOrderStatus> {
      let order = await repo.findBySessionId(db, sessionId);
      if (!order) throw notFound(MESSAGES.orderNotFound);
      if (order.status === 'paid') {
        await sendTickets(order, log);
      } else {
        const session = await payments.retrieveCheckoutSession(sessionId);
        if (session) order = await applySession(order, session, log);
      }
      return order.status;
    },

    async list(limit = 1000): Promise<TicketOrderRow[]> {
      return (await repo.listOrders(db, limit)).map(toRow);
    },
  };
}

export type TicketOrderService = ReturnType<typeof createTicketOrderService>;

const isPaid = (session: CheckoutSessionObject) =>
  session.status === 'complete' && session.payment_status === 'paid';

function isOnSite(url: string, siteOrigin: string): boolean {
  const parsed = z.url({ protocol: /^https?$/ }).safeParse(url);
  return parsed.success && new URL(parsed.data).origin === new URL(siteOrigin).origin;
}

function lineItems(event: Event, tickets: TicketQuantities) {
  return ticketTypes
    .filter((type) => tickets[type] > 0)
    .map((type) => ({
      name: `${event.title}: ${ticketLabels[type]}`,
      unitAmountOre: event.ticketPrices[type] * 100,
      quantity: tickets[type],
    }));
}

/** 'T-' and eight characters without look-alikes (no 0/O, 1/I/L): easy to read out on the phone. */
function newReference(): string {
  const alphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
  const bytes = randomBytes(8);
  return `T-${Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('')}`;
}

export function toRow(order: TicketOrder): TicketOrderRow {
  return {
    reference: order.reference,
    eventId: order.event_id,
    eventTitle: order.event_title,
    name: order.name,
    email: order.email,
    phone: order.phone,
    tickets: quantitiesOf(order),
    amount: order.amount,
    status: order.status,
    createdAt: order.created_at,
    paidAt: order.paid_at,
  };
}
