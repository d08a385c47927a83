import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ticketLabels, ticketTypes } from '#shared/content/events.ts';
import {
  checkoutSessionResponseSchema,
  checkoutSessionSchema,
  sendTicketEmailResponseSchema,
  sendTicketEmailSchema,
  ticketOrdersResponseSchema,
} from '#shared/schemas/tickets.ts';
import { sendCsv, toCsv } from '../../lib/csv.ts';
import { tooManyRequests } from '../../lib/http-error.ts';
import { RateLimiter } from '../../lib/rate-limiter.ts';
import type { TicketOrderService } from './service.ts';

/** Per client address, every 15 minutes: checkouts started (each holds spots), e-mail requests. */
const TICKET_LIMITS = { checkouts: 10, emailRequests: 30, windowMs: 15 * 60_000 } as const;

/** Ticket checkout for events, the ticket e-mail, and the admin's list and export. */
export const ticketOrderRoutes: FastifyPluginAsyncZod<{ orders: TicketOrderService }> = async (
  app,
  { orders },
) => {
  const { clock, config } = app.deps;
  const window = { windowMs: TICKET_LIMITS.windowMs, clock };
  const checkouts = new RateLimiter({ limit: TICKET_LIMITS.checkouts, ...window });
  const emailRequests = new RateLimiter({ limit: TICKET_LIMITS.emailRequests, ...window });
  const limit = (limiter: RateLimiter) => async (request: FastifyRequest) => {
    if (!limiter.hit(request.ip)) throw tooManyRequests();
  };
  const siteOrigin = (request: FastifyRequest) =>
    config.publicUrl ? new URL(config.publicUrl).origin : `${request.protocol}://${request.host}`;
  const admin = { onRequest: app.requireAdmin };

  app.post(
    '/create-checkout-session',
    {
      preValidation: limit(checkouts),
      schema: { body: checkoutSessionSchema, response: { 200: checkoutSessionResponseSchema } },
    },
    async (request) => orders.startCheckout(request.body, siteOrigin(request), request.log),
  );

  app.post(
    '/send-ticket-email',
    {
      preValidation: limit(emailRequests),
      schema: { body: sendTicketEmailSchema, response: { 200: sendTicketEmailResponseSchema } },
    },
    async (request) => ({
      status: await orders.confirmAndSend(request.body.sessionId, request.log),
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
        ...ticketTypes.map((type) => ticketLabels[type]),
        'Total (SEK)',
        'Status',
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
      ]),
    );
    return sendCsv(reply, 'ticket-orders', clock.now(), csv);
  });
};
