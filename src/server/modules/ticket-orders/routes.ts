import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ticketTypes } from '#shared/content/events.ts';
import { ticketTypeNames } from '#shared/content/ticket-text.ts';
import {
  cancelTicketOrderResponseSchema,
  cancelTicketOrderSchema,
  checkoutSessionResponseSchema,
  checkoutSessionSchema,
  sendTicketEmailResponseSchema,
  sendTicketEmailSchema,
  ticketOrdersResponseSchema,
} from '#shared/schemas/tickets.ts';
import { toCsv } from '../../lib/csv.ts';
import { inEnglish } from '../../lib/http-error.ts';
import { requestLocale } from '../../lib/locale.ts';
import type { LimitRule } from '../../plugins/rate-limits.ts';
import { sendCsv } from '../../plugins/replies.ts';
import { REFUND_CSV_HEADERS, refundCsvCells } from '../payments/index.ts';
import type { TicketOrderService } from './service.ts';

/**
 * Per client address, every 15 minutes: checkouts started (each holds spots), e-mail requests,
 * and checkouts given up.
 */
const TICKET_LIMITS = { checkouts: 10, emailRequests: 30, windowMs: 15 * 60_000 } as const;
const CHECKOUTS: LimitRule = {
  name: 'ticket-checkouts',
  max: TICKET_LIMITS.checkouts,
  windowMs: TICKET_LIMITS.windowMs,
};
const EMAIL_REQUESTS: LimitRule = {
  name: 'ticket-emails',
  max: TICKET_LIMITS.emailRequests,
  windowMs: TICKET_LIMITS.windowMs,
};
const CANCELLATIONS: LimitRule = { ...EMAIL_REQUESTS, name: 'ticket-cancellations' };

/** Ticket checkout for events, the ticket e-mail, and the admin's list and export. */
export const ticketOrderRoutes: FastifyPluginAsyncZod<{ orders: TicketOrderService }> = async (
  app,
  { orders },
) => {
  const { clock } = app.deps;
  const admin = { onRequest: app.requireAdmin };

  app.post(
    '/create-checkout-session',
    {
      // The rate limit before the body is read, then the proof-of-work, then the body.
      config: app.limits.route(CHECKOUTS),
      preValidation: app.requireSolvedChallenge,
      schema: { body: checkoutSessionSchema, response: { 200: checkoutSessionResponseSchema } },
    },
    async (request) =>
      orders.startCheckout(request.body, {
        siteOrigin: app.siteOrigin(request),
        clientRef: app.payerRef(request),
        locale: requestLocale(request),
        log: request.log,
      }),
  );

  app.post(
    '/send-ticket-email',
    {
      config: app.limits.route(EMAIL_REQUESTS),
      schema: { body: sendTicketEmailSchema, response: { 200: sendTicketEmailResponseSchema } },
    },
    async (request) => ({
      status: await orders.confirmAndSend(request.body.sessionId, request.log),
    }),
  );

  app.post(
    '/ticket-orders/cancel',
    {
      config: app.limits.route(CANCELLATIONS),
      schema: {
        body: cancelTicketOrderSchema,
        response: { 200: cancelTicketOrderResponseSchema },
      },
    },
    async (request) => ({
      status: await orders.cancelCheckout(request.body.sessionId, request.log),
    }),
  );

  app.get(
    '/admin/ticket-orders',
    { ...admin, schema: { response: { 200: ticketOrdersResponseSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { orders: await orders.list() };
    },
  );

  app.get('/admin/export/ticket-orders.csv', admin, async (_request, reply) => {
    const rows = await orders.list(100_000);
    const csv = toCsv(
      [
        'Reference',
        'Created',
        'Paid',
        'Event',
        'Name',
        'Email',
        'Phone',
        ...ticketTypes.map((type) => inEnglish(ticketTypeNames[type])),
        'Total (SEK)',
        'Status',
        ...REFUND_CSV_HEADERS,
      ],
      rows.map((order) => [
        order.reference,
        order.createdAt,
        order.paidAt,
        order.eventTitle,
        order.name,
        order.email,
        order.phone,
        ...ticketTypes.map((type) => order.tickets[type]),
        (order.amount / 100).toFixed(2),
        order.status,
        ...refundCsvCells({ ...order, amountOre: order.amount }),
      ]),
    );
    return sendCsv(reply, 'ticket-orders', clock.now(), csv);
  });
};
