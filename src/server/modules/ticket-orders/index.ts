import fp from 'fastify-plugin';
import { registerTicketEvents } from './reconcile.ts';
import { registerTicketRefunds } from './refunds.ts';
import { ticketOrderRoutes } from './routes.ts';
import { createTicketOrderService } from './service.ts';

export { ticketOrdersData } from './personal-data.ts';

/** Tickets for events: checkout at the payment provider, the ticket e-mail, the admin's list. */
export const ticketOrdersModule = fp(
  async (app) => {
    const spotsChanged = () => app.contentChanged('events');
    const orders = createTicketOrderService({ ...app.deps, log: app.log }, spotsChanged);
    registerTicketEvents(app.paymentEvents, orders.reconciler);
    registerTicketRefunds(app.paymentEvents, { ...app.deps, spotsChanged });
    await app.register(ticketOrderRoutes, { prefix: '/api', orders });
  },
  {
    name: 'ticket-orders',
    dependencies: [
      'sessions',
      'rate-limits',
      'challenge',
      'payments',
      'content-versions',
      'site-origin',
    ],
  },
);
