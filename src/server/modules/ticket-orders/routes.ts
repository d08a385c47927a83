import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ticketLabels, ticketTypes } from '#shared/content/events.ts';
import { checkoutSessionSchema, sendTicketEmailSchema } from '#shared/schemas/tickets.ts';
import { sendCsv, toCsv } from '../../lib/csv.ts';
import { tooManyRequests } from '../../lib/http-error.ts';
import { RateLimiter } from '../../lib/rate-limiter.ts';
import { parseInput } from '../../lib/validation.ts';
import { createTicketOrderService } from './service.ts';
import { registerTicketEventHandlers } from './webhook-handlers.ts';

/** Per client address, every 15 minutes: checkouts started (each holds spots), e-mail requests. */
const TICKET_LIMITS = { checkouts: 10, emailRequests: 30, windowMs: 15 * 60_000 } as const;

export async function ticketOrderRoutes(app: FastifyInstance) {
  const { db, clock, mailer, payments, config } = app.deps;
  const orders = createTicketOrderService({ db, clock, payments, mailer });
  registerTicketEventHandlers(app.paymentEvents, orders);

  const window = { windowMs: TICKET_LIMITS.windowMs, clock };
  const checkouts = new RateLimiter({ limit: TICKET_LIMITS.checkouts, ...window });
  const emailRequests = new RateLimiter({ limit: TICKET_LIMITS.emailRequests, ...window });
  const limit = (limiter: RateLimiter) => async (request: FastifyRequest) => {
    if (!limiter.hit(request.ip)) throw tooManyRequests();
  };
  const siteOrigin = (request: FastifyRequest) =>
    config.publicUrl ? new URL(config.publicUrl).origin : `${request.protocol}://${request.host}`;

  app.post('/create-checkout-session', { preHandler: limit(checkouts) }, async (request) => {
    const input = parseInput(checkoutSessionSchema, request.body);
    return orders.startCheckout(input, siteOrigin(request), request.log);
  });

  app.post('/send-ticket-email', { preHandler: limit(emailRequests) }, async (request) => {
    const { sessionId } = parseInput(sendTicketEmailSchema, request.body);
    return { status: await orders.confirmAndSend(sessionId, request.log) };
  });

  const admin = { preHandler: app.requireAdmin };

  app.get('/admin/ticket-orders', admin, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { orders: await orders.list() };
  });

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
}
