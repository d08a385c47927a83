import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { SANDBOX_API } from '#shared/payments/sandbox-api.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { parseInput } from '../../lib/validation.ts';
import { PaymentProviderError } from '../../payments/port.ts';
import type { SandboxPayments, SandboxResult } from '../../payments/sandbox-provider.ts';
import { renderCheckoutPage, renderStandInPage, STAND_IN_CSS } from './sandbox-pages.ts';
import {
  sandboxAuthenticateSchema,
  sandboxConfirmCardSchema,
  sandboxPaymentMethodSchema,
  sandboxRedirectSchema,
  sandboxRetrieveSchema,
} from './sandbox-schemas.ts';

const redirectMethod = z.enum(['paypal', 'klarna']);
const checkoutParams = z.object({ id: z.string().max(100) });
const checkoutAnswerSchema = z.object({ outcome: z.enum(['pay', 'cancel']) });
const redirectAnswerSchema = z.object({
  payment_intent_client_secret: z.string().max(300),
  outcome: z.enum(['approve', 'fail', 'processing']),
});

/**
 * What Stripe.js and Stripe's hosted pages do, played by this server while no Stripe keys are
 * set: card confirmation, 3D Secure answers, and the PayPal and Klarna stand-in pages. The
 * sandbox's events are posted to the site's own webhook route, signed like Stripe's.
 */
export async function sandboxRoutes(app: FastifyInstance, options: { sandbox: SandboxPayments }) {
  const { sandbox } = options;
  const { config } = app.deps;

  sandbox.setEventSink(async (payload, signature) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
    if (response.statusCode !== 200) {
      app.log.error(
        { status: response.statusCode, body: response.body },
        'sandbox event not accepted',
      );
    }
  });
  app.addHook('onClose', async () => sandbox.close());

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  const ownOrigin = (request: FastifyRequest) =>
    new URL(config.publicUrl ?? `${request.protocol}://${request.host}`).origin;

  app.get(`${SANDBOX_API}/payment-intents`, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const { client_secret } = parseInput(sandboxRetrieveSchema, request.query);
    const paymentIntent = sandbox.retrieveForClient(client_secret);
    if (!paymentIntent) throw notFound('No such payment_intent.');
    return { paymentIntent };
  });

  app.post(`${SANDBOX_API}/payment-methods`, async (request, reply) => {
    const { card, billing } = parseInput(sandboxPaymentMethodSchema, request.body);
    return answer(reply, sandbox.createPaymentMethod(card, billing), 'paymentMethod');
  });

  app.post(`${SANDBOX_API}/confirm-card`, async (request, reply) => {
    const input = parseInput(sandboxConfirmCardSchema, request.body);
    return answer(reply, sandbox.confirmCardPayment(input.clientSecret, input), 'paymentIntent');
  });

  app.post(`${SANDBOX_API}/authenticate`, async (request, reply) => {
    const { clientSecret, approve } = parseInput(sandboxAuthenticateSchema, request.body);
    return answer(reply, sandbox.authenticate(clientSecret, approve), 'paymentIntent');
  });

  app.post(`${SANDBOX_API}/confirm-redirect`, async (request, reply) => {
    const input = parseInput(sandboxRedirectSchema, request.body);
    if (new URL(input.returnUrl).origin !== ownOrigin(request)) {
      throw badRequest('The return URL must be on this site.');
    }
    const result = sandbox.startRedirect(
      input.clientSecret,
      input.method,
      input.returnUrl,
      input.billing,
    );
    return answer(reply, result, 'redirect');
  });

  /** Like a Stripe test clock: bills the next month of a monthly gift now (admin only). */
  app.post(
    `${SANDBOX_API}/subscriptions/:id/renew`,
    { preHandler: app.requireAdmin },
    async (request) => {
      const { id } = parseInput(z.object({ id: z.string().max(100) }), request.params);
      try {
        return sandbox.renewSubscription(id);
      } catch (error) {
        if (error instanceof PaymentProviderError) throw notFound(error.message);
        throw error;
      }
    },
  );

  app.get('/sandbox/stand-in.css', async (_request, reply) =>
    reply
      .type('text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(STAND_IN_CSS),
  );

  app.get('/sandbox/checkout/:id', async (request, reply) => {
    const { id } = parseInput(checkoutParams, request.params);
    const session = sandbox.checkout.pending(id);
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    return reply.status(session ? 200 : 404).send(renderCheckoutPage(session));
  });

  app.post('/sandbox/checkout/:id', async (request, reply) => {
    const { id } = parseInput(checkoutParams, request.params);
    const { outcome } = parseInput(checkoutAnswerSchema, request.body);
    const back = sandbox.checkout.answer(id, outcome);
    if (!back) throw notFound('This test checkout is no longer open.');
    return reply.redirect(back, 303);
  });

  app.get('/sandbox/:method', async (request, reply) => {
    const method = parseInput(z.object({ method: redirectMethod }), request.params).method;
    const secret = parseInput(
      z.object({ payment_intent_client_secret: z.string().max(300).optional() }),
      request.query,
    ).payment_intent_client_secret;
    const intent = secret ? sandbox.pendingRedirect(secret, method) : null;
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    if (!intent || !secret) {
      return reply.status(404).send(renderStandInPage({ method, intent: null, clientSecret: '' }));
    }
    return reply.send(renderStandInPage({ method, intent, clientSecret: secret }));
  });

  app.post('/sandbox/:method', async (request, reply) => {
    const method = parseInput(z.object({ method: redirectMethod }), request.params).method;
    const answerInput = parseInput(redirectAnswerSchema, request.body);
    const secret = answerInput.payment_intent_client_secret;
    if (!sandbox.pendingRedirect(secret, method)) {
      throw notFound('This test payment is no longer waiting for an answer.');
    }
    const back = sandbox.completeRedirect(secret, answerInput.outcome);
    if (!back) throw badRequest('PayPal payments cannot be left processing.');
    return reply.redirect(back, 303);
  });
}

/** A sandbox result as Stripe.js would see it: the value, or a 4xx with Stripe's error object. */
function answer<T>(reply: FastifyReply, result: SandboxResult<T>, key: string) {
  if (result.ok) return { [key]: result.value };
  const status = result.error.type === 'card_error' ? 402 : 400;
  return reply.status(status).send({ error: result.error.message, stripeError: result.error });
}
