import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { rememberAdjustments } from './aftercare.ts';
import { createClientRef } from './client-ref.ts';
import { PaymentEventDispatcher } from './dispatcher.ts';
import { paymentRoutes } from './routes.ts';

export {
  applyRemembered,
  type PaidTable,
  REFUND_CSV_HEADERS,
  raiseRefunded,
  recordDisputeStatus,
  refundCsvCells,
  remembered,
} from './aftercare.ts';
export { CLIENT_REF_TTL_MS, clearClientRefsBefore } from './client-ref.ts';
export type { PaymentEventDispatcher, PaymentEventHandler } from './dispatcher.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where domain modules register what to do with verified payment events. */
    paymentEvents: PaymentEventDispatcher;
    /** The payer's client (address, IPv6 by /64) as stored beside a payment: a keyed hash. */
    payerRef(request: FastifyRequest): string;
  }
}

/**
 * The payment provider's public face: its configuration for the browser, the webhook that
 * receives its events, and whatever routes the provider brings (the sandbox's stand-ins).
 */
export const paymentsModule = fp(
  async (app) => {
    app.decorate('paymentEvents', new PaymentEventDispatcher());
    rememberAdjustments(app.paymentEvents, app.deps);
    const refOf = createClientRef(app.deps.config.clientRefKey);
    app.decorate('payerRef', (request: FastifyRequest) => refOf(app.limits.client(request)));
    await app.register(paymentRoutes, { events: app.paymentEvents });
    const { routes } = app.deps.payments;
    if (routes) await app.register(routes);
  },
  { name: 'payments', dependencies: ['sessions', 'site-origin', 'rate-limits'] },
);
