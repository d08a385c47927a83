import { randomBytes } from 'node:crypto';
import { msg } from '@lingui/core/macro';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import {
  type Event,
  isFreeEvent,
  type TicketQuantities,
  type TicketType,
  ticketCount,
  ticketsTotal,
  ticketTypes,
} from '#shared/content/events.ts';
import { ticketTypeNames } from '#shared/content/ticket-text.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import type {
  CheckoutSessionResponse,
  checkoutSessionSchema,
  TicketOrderRow,
  TicketOrderStatus,
} from '#shared/schemas/tickets.ts';
import type { Db } from '../../db/database.ts';
import type { TicketOrder } from '../../db/tables/events.ts';
import type { AppDeps } from '../../deps.ts';
import type { ImageDeps } from '../../images/index.ts';
import { isoNow } from '../../lib/clock.ts';
import { inEnglish, localizedError, tooManyRequests } from '../../lib/http-error.ts';
import type { CreateCheckoutParams } from '../../payments/port.ts';
import { createEventsRepo, createEventsService } from '../events/index.ts';
import { CLIENT_REF_TTL_MS } from '../payments/index.ts';
import { createTicketReconciler, PURPOSE } from './reconcile.ts';
import { createTicketOrdersRepo, type NewTicketOrder } from './repo.ts';
import { toRow } from './rows.ts';

/**
 * How long a checkout holds its spots: the shortest session Stripe allows, so that a buyer who
 * walks away keeps nobody else out for long.
 */
export const CHECKOUT_MINUTES = 30;

/** At most this many spots wait for payment at once for one client, and for one e-mail address. */
export const HOLD_LIMIT = 10;

export const MESSAGES = {
  noTickets: msg`Please choose at least one ticket.`,
  freeEvent: msg`Entry to this event is free: no tickets are needed.`,
  amountMismatch: (totalSek: number) =>
    msg`The total does not match the ticket prices: it is ${totalSek} kr. Please reload the page and try again.`,
  foreignUrl: msg`The return addresses must be pages on this site.`,
  soldOut: msg`This event is fully booked.`,
  tooMany: (left: number) => msg`Only ${left} spots are left for this event.`,
  orderNotFound: msg`Order not found.`,
  holdLimit: msg`At most ${HOLD_LIMIT} tickets can wait for payment at once. Please complete or cancel your open order first, or try again in half an hour.`,
} as const;

export type CheckoutInput = z.output<typeof checkoutSessionSchema>;

/** Who is buying: the e-mail address and the hashed client address, each held to HOLD_LIMIT. */
type Buyer = { clientRef: string; email: string };

/** The language of the page the order was made from: the ticket e-mail is written in it. */
type OrderLocale = { locale: Locale };

/**
 * `spotsChanged` is told after every change of an event's spots left (an order holds them, or
 * gives them back), so that the pages showing them are rendered again.
 */
export function createTicketOrderService(
  deps: Pick<AppDeps, 'payments' | 'mailer'> & ImageDeps,
  spotsChanged: () => Promise<void>,
) {
  const { db, clock, payments } = deps;
  const repo = createTicketOrdersRepo(db);
  const events = createEventsService(deps);
  const reconciler = createTicketReconciler({ ...deps, events, spotsChanged });

  /** Refuses more held spots than HOLD_LIMIT for the client or the e-mail address. */
  async function refuseOverHold(trx: Db, buyer: Buyer, tickets: number) {
    const orders = createTicketOrdersRepo(trx);
    const cutoff = new Date(clock.now().getTime() - CLIENT_REF_TTL_MS).toISOString();
    await orders.clearClientRefsBefore(cutoff);
    const held = await orders.heldSpots(buyer.clientRef, buyer.email);
    if (Math.max(held.byClient, held.byEmail) + tickets > HOLD_LIMIT) {
      throw tooManyRequests(MESSAGES.holdLimit);
    }
  }

  /** Takes the spots and records the pending order, or says how many are left. */
  async function reserve(
    input: Buyer & OrderLocale & CheckoutInput,
    event: Event,
    totalOre: number,
    expiresAt: Date,
  ) {
    const now = clock.now().toISOString();
    const order = await db.transaction().execute(async (trx) => {
      await refuseOverHold(trx, input, ticketCount(input.tickets));
      if (!(await createEventsRepo(trx).takeSpots(event.id, ticketCount(input.tickets), now))) {
        const left = (await createEventsRepo(trx).spotsOf(event.id)) ?? 0;
        throw localizedError(409, left === 0 ? MESSAGES.soldOut : MESSAGES.tooMany(left));
      }
      const pending = pendingOrder({ ...input, event, totalOre, expiresAt }, payments.kind, now);
      return createTicketOrdersRepo(trx).insertOrder(pending);
    });
    await spotsChanged();
    return order;
  }

  /** The provider's hosted checkout for the order; a refusal gives the spots back. */
  async function openCheckout(
    order: TicketOrder,
    input: CheckoutInput,
    event: Event,
    expiresAt: Date,
  ) {
    try {
      return await payments.createCheckout(checkoutParams(order, input, event, expiresAt), {
        idempotencyKey: `ticket-order:${order.id}`,
      });
    } catch (error) {
      await reconciler.release(order, 'cancelled');
      throw error;
    }
  }

  return {
    reconciler,

    async startCheckout(
      input: CheckoutInput,
      request: OrderLocale & { siteOrigin: string; clientRef: string; log: FastifyBaseLogger },
    ): Promise<CheckoutSessionResponse> {
      const { siteOrigin, clientRef, locale, log } = request;
      const { event, totalOre } = checkedOrder(
        await events.forSale(input.eventId),
        input,
        siteOrigin,
      );
      await reconciler.sweepLapsed(log);
      const expiresAt = new Date(clock.now().getTime() + CHECKOUT_MINUTES * 60_000);
      const order = await reserve({ ...input, clientRef, locale }, event, totalOre, expiresAt);
      const checkout = await openCheckout(order, input, event, expiresAt);
      await repo.setSessionId(order.id, checkout.id, isoNow(clock));
      if (!checkout.url) throw new Error(`checkout session ${checkout.id} has no URL`);
      const tickets = ticketCount(input.tickets);
      log.info({ orderId: order.id, eventId: event.id, tickets }, 'ticket checkout started');
      return { sessionId: checkout.id, publicKey: payments.publishableKey, url: checkout.url };
    },

    /**
     * The browser's call after its return from checkout. What counts is the provider's word
     * (asked here when the webhook has not arrived yet): nothing is sent for an unpaid order,
     * and the outbox's dedupe key keeps a paid order to one e-mail.
     */
    async confirmAndSend(sessionId: string, log: FastifyBaseLogger): Promise<TicketOrderStatus> {
      let order = await repo.findBySessionId(sessionId);
      if (!order) throw localizedError(404, MESSAGES.orderNotFound);
      if (order.status === 'paid') {
        await reconciler.sendTickets(order, log);
      } else {
        const checkout = await payments.retrieveCheckout(sessionId);
        if (checkout) order = await reconciler.applyCheckout(order, checkout, log);
      }
      return order.status;
    },

    /**
     * The buyer came back from checkout without paying (its cancel link, or the browser's back
     * button): the spots go back at once, and the checkout is closed so it can no longer be paid.
     * Safe to repeat; an order that is no longer pending is left as it is.
     */
    async cancelCheckout(sessionId: string, log: FastifyBaseLogger): Promise<TicketOrderStatus> {
      const order = await repo.findBySessionId(sessionId);
      if (!order) throw localizedError(404, MESSAGES.orderNotFound);
      if (order.status !== 'pending') return order.status;
      if (await reconciler.release(order, 'cancelled')) {
        log.info({ orderId: order.id }, 'checkout left by the buyer: spots released');
      }
      // Paid meanwhile (the buyer was quicker): the payment wins and takes the spots again.
      const checkout = await payments.expireCheckout(sessionId);
      const current = (await repo.findById(order.id)) ?? order;
      return checkout
        ? (await reconciler.applyCheckout(current, checkout, log)).status
        : current.status;
    },

    async list(limit = 1000): Promise<TicketOrderRow[]> {
      return (await repo.listOrders(limit)).map(toRow);
    },
  };
}

export type TicketOrderService = ReturnType<typeof createTicketOrderService>;

/** The order, checked against its event: the tickets, the total (in öre), the URLs. */
function checkedOrder(event: Event, input: CheckoutInput, siteOrigin: string) {
  if (!isOnSite(input.successUrl, siteOrigin) || !isOnSite(input.cancelUrl, siteOrigin)) {
    throw localizedError(400, MESSAGES.foreignUrl);
  }
  if (isFreeEvent(event)) throw localizedError(400, MESSAGES.freeEvent);
  if (ticketCount(input.tickets) === 0) throw localizedError(400, MESSAGES.noTickets);
  const totalOre = Math.round(ticketsTotal(event.ticketPrices, input.tickets) * 100);
  if (Math.round(input.amountSek * 100) !== totalOre) {
    throw localizedError(400, MESSAGES.amountMismatch(totalOre / 100));
  }
  return { event, totalOre };
}

/** The pending order's row, holding the spots until `expiresAt`. */
function pendingOrder(
  input: Buyer & OrderLocale & CheckoutInput & { event: Event; totalOre: number; expiresAt: Date },
  provider: TicketOrder['provider'],
  now: string,
): NewTicketOrder {
  return {
    reference: newReference(),
    event_id: input.event.id,
    event_title: input.event.title,
    name: input.name,
    email: input.email,
    phone: input.phone,
    adult_qty: input.tickets.adult,
    youth_qty: input.tickets.youth,
    child_qty: input.tickets.child,
    amount: input.totalOre,
    currency: 'sek',
    status: 'pending',
    provider,
    client_ref: input.clientRef,
    expires_at: input.expiresAt.toISOString(),
    created_at: now,
    updated_at: now,
    locale: input.locale,
  };
}

function checkoutParams(
  order: TicketOrder,
  input: CheckoutInput,
  event: Event,
  expiresAt: Date,
): CreateCheckoutParams {
  return {
    currency: 'sek',
    lineItems: lineItems(event, input.tickets),
    customerEmail: input.email,
    successUrl: input.successUrl,
    cancelUrl: input.cancelUrl,
    expiresAt,
    clientReferenceId: order.reference,
    locale: order.locale,
    metadata: {
      purpose: PURPOSE,
      order_id: String(order.id),
      order_reference: order.reference,
      event_id: event.id,
    },
  };
}

function isOnSite(url: string, siteOrigin: string): boolean {
  const parsed = z.url({ protocol: /^https?$/ }).safeParse(url);
  return parsed.success && new URL(parsed.data).origin === new URL(siteOrigin).origin;
}

/** One ticket's price in öre (the event's prices are SEK with at most two decimals). */
const unitOre = (event: Event, type: TicketType) => Math.round(event.ticketPrices[type] * 100);

function lineItems(event: Event, tickets: TicketQuantities) {
  return ticketTypes
    .filter((type) => tickets[type] > 0)
    .map((type) => ({
      name: `${event.title}: ${inEnglish(ticketTypeNames[type])}`,
      unitAmountOre: unitOre(event, type),
      quantity: tickets[type],
    }));
}

/** 'T-' and eight characters without look-alikes (no 0/O, 1/I/L): easy to read out on the phone. */
function newReference(): string {
  const alphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
  const bytes = randomBytes(8);
  return `T-${Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('')}`;
}
