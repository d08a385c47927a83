import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PaymentConfigResponse } from '#shared/schemas/donations.ts';
import { type PaymentEvent, WebhookSignatureError } from '../../payments/port.ts';
import { SandboxPayments } from '../../payments/sandbox-provider.ts';
import { WebhookDispatcher } from '../../payments/webhook-dispatcher.ts';
import { sandboxRoutes } from './sandbox-routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where domain modules register what to do with verified payment events. */
    paymentEvents: WebhookDispatcher;
  }
}

/**
 * The payment provider's public face: its configuration for the browser, the webhook that
 * receives its events, and (without Stripe keys) the sandbox's stand-ins.
 */
export const paymentRoutes = fp(async (app: FastifyInstance) => {
  const { payments, config } = app.deps;
  app.decorate('paymentEvents', new WebhookDispatcher());

  app.get('/api/stripe/config', async (_request, reply): Promise<PaymentConfigResponse> => {
    reply.header('cache-control', 'no-cache');
    return {
      publicKey: payments.publishableKey,
      provider: payments.kind,
      methods: config.paymentMethods,
    };
  });

  await app.register(webhookRoute);
  if (payments instanceof SandboxPayments) await app.register(sandboxRoutes, { sandbox: payments });
});

/**
 * POST /api/stripe/webhook: the signature is checked over the raw body, then the event goes to
 * the handlers of its type. Unknown types are acknowledged; a handler that fails answers 500 so
 * the provider delivers the event again (handlers are idempotent).
 */
async function webhookRoute(app: FastifyInstance) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post('/api/stripe/webhook', { config: { allowCrossSite: true } }, async (request, reply) => {
    const signature = request.headers['stripe-signature'];
    let event: PaymentEvent;
    try {
      event = app.deps.payments.verifyWebhook(
        Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
        typeof signature === 'string' ? signature : undefined,
      );
    } catch (error) {
      if (!(error instanceof WebhookSignatureError)) throw error;
      request.log.warn({ reason: error.message }, 'payment webhook refused: bad signature');
      return reply.status(400).send({ error: 'Invalid signature.' });
    }
    const handled = await app.paymentEvents.dispatch(event, request.log);
    request.log.info({ eventId: event.id, type: event.type, handled }, 'payment event received');
    return { received: true };
  });
}
