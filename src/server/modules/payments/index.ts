import fp from 'fastify-plugin';
import { PaymentEventDispatcher } from './dispatcher.ts';
import { paymentRoutes } from './routes.ts';

export type { PaymentEventDispatcher, PaymentEventHandler } from './dispatcher.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where domain modules register what to do with verified payment events. */
    paymentEvents: PaymentEventDispatcher;
  }
}

/**
 * The payment provider's public face: its configuration for the browser, the webhook that
 * receives its events, and whatever routes the provider brings (the sandbox's stand-ins).
 */
export const paymentsModule = fp(
  async (app) => {
    app.decorate('paymentEvents', new PaymentEventDispatcher());
    await app.register(paymentRoutes, { events: app.paymentEvents });
    const { routes } = app.deps.payments;
    if (routes) await app.register(routes);
  },
  { name: 'payments', dependencies: ['sessions', 'site-origin'] },
);
