import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paymentConfigResponseSchema } from '#shared/schemas/donations.ts';
import { type ReceivedEvent, WebhookSignatureError } from '../../payments/port.ts';
import type { PaymentEventDispatcher } from './dispatcher.ts';
import { createPaymentEventsRepo } from './repo.ts';

/** GET /api/stripe/config and POST /api/stripe/webhook. */
export const paymentRoutes: FastifyPluginAsyncZod<{ events: PaymentEventDispatcher }> = async (
  app,
  { events },
) => {
  const { payments, config, swish } = app.deps;
  const methods = config.paymentMethods.filter((method) => method !== 'swish' || swish);

  app.get(
    '/api/stripe/config',
    { schema: { response: { 200: paymentConfigResponseSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return {
        publicKey: payments.publishableKey,
        provider: payments.kind,
        methods,
        taxReduction: Boolean(config.taxReduction),
      };
    },
  );

  await app.register(webhookRoute, { events });
};

/**
 * POST /api/stripe/webhook: the signature is checked over the raw body, then the event goes to
 * the handlers of its kind. Unknown types are acknowledged; a handler that fails answers 500 so
 * the provider delivers the event again (handlers are idempotent). An event is recorded by its id
 * once its handlers succeeded, and a redelivery of it is acknowledged without running them again
 * (docs/decisions/013-payment-events-processed-once.md).
 */
async function webhookRoute(app: FastifyInstance, { events }: { events: PaymentEventDispatcher }) {
  const processed = createPaymentEventsRepo(app.deps.db);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post('/api/stripe/webhook', { config: { allowCrossSite: true } }, async (request, reply) => {
    const signature = request.headers['stripe-signature'];
    let received: ReceivedEvent;
    try {
      received = app.deps.payments.verifyWebhook(
        Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
        typeof signature === 'string' ? signature : undefined,
      );
    } catch (error) {
      if (!(error instanceof WebhookSignatureError)) throw error;
      request.log.warn({ reason: error.message }, 'payment webhook refused: bad signature');
      return reply.status(400).send({ error: 'Invalid signature.' });
    }
    const { id: eventId, providerType: type, event } = received;
    if (!received.understood) request.log.warn({ eventId, type }, 'payment event not understood');
    if (event && (await processed.isProcessed(eventId))) {
      request.log.info({ eventId, type }, 'payment event already processed');
      return { received: true };
    }
    const handled = event ? await events.dispatch(event, request.log) : false;
    if (handled) {
      await processed.markProcessed({ id: eventId, type }, app.deps.clock.now().toISOString());
    }
    request.log.info({ eventId, type, handled }, 'payment event received');
    return { received: true };
  });
}
