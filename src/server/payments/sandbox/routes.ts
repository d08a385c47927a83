import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SANDBOX_API } from '#shared/payments/sandbox-api.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { requestLocale } from '../../lib/locale.ts';
import { PaymentProviderError } from '../port.ts';
import {
  localeOfReturn,
  renderCardUpdatePage,
  renderCheckoutPage,
  renderStandInPage,
  STAND_IN_CSS,
} from './pages.ts';
import type { SandboxPayments } from './provider.ts';
import type { SandboxResult } from './results.ts';
import {
  sandboxAuthenticateSchema,
  sandboxCardUpdateSchema,
  sandboxCheckoutAnswerSchema,
  sandboxConfirmCardSchema,
  sandboxDisputeSchema,
  sandboxIdParams,
  sandboxMethodParams,
  sandboxPaymentMethodSchema,
  sandboxRedirectAnswerSchema,
  sandboxRedirectSchema,
  sandboxRefundSchema,
  sandboxRenewSchema,
  sandboxRetrieveSchema,
  sandboxStandInQuery,
} from './schemas.ts';

/**
 * What Stripe.js and Stripe's hosted pages do, played by this server while no Stripe keys are
 * set: card confirmation, 3D Secure answers, and the PayPal and Klarna stand-in pages. The
 * sandbox's events are posted to the site's own webhook route, signed like Stripe's.
 */
export const sandboxRoutes: FastifyPluginAsyncZod<{ sandbox: SandboxPayments }> = async (
  app,
  { sandbox },
) => {
  deliverEventsToWebhook(app, sandbox);
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  await app.register(stripeJsRoutes, { sandbox });
  await app.register(hostedPageRoutes, { sandbox });
};

/** The calls Stripe.js makes from the browser: payment methods, confirmations, 3D Secure. */
const stripeJsRoutes: FastifyPluginAsyncZod<{ sandbox: SandboxPayments }> = async (
  app,
  { sandbox },
) => {
  const ownOrigin = (request: FastifyRequest) => app.siteOrigin(request);
  const { intents, redirects } = sandbox;

  app.get(
    `${SANDBOX_API}/payment-intents`,
    { schema: { querystring: sandboxRetrieveSchema } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const paymentIntent = await intents.retrieveForClient(request.query.client_secret);
      if (!paymentIntent) throw notFound('No such payment_intent.');
      return { paymentIntent };
    },
  );

  app.post(
    `${SANDBOX_API}/payment-methods`,
    { schema: { body: sandboxPaymentMethodSchema } },
    async ({ body }, reply) =>
      answer(reply, await intents.createPaymentMethod(body.card, body.billing), 'paymentMethod'),
  );

  app.post(
    `${SANDBOX_API}/confirm-card`,
    { schema: { body: sandboxConfirmCardSchema } },
    async ({ body }, reply) =>
      answer(reply, await intents.confirmCardPayment(body.clientSecret, body), 'paymentIntent'),
  );

  app.post(
    `${SANDBOX_API}/authenticate`,
    { schema: { body: sandboxAuthenticateSchema } },
    async ({ body }, reply) =>
      answer(reply, await intents.authenticate(body.clientSecret, body.approve), 'paymentIntent'),
  );

  app.post(
    `${SANDBOX_API}/confirm-redirect`,
    { schema: { body: sandboxRedirectSchema } },
    async (request, reply) => {
      const { clientSecret, method, returnUrl, billing } = request.body;
      if (new URL(returnUrl).origin !== ownOrigin(request)) {
        throw badRequest('The return URL must be on this site.');
      }
      const result = await redirects.startRedirect(clientSecret, method, returnUrl, billing);
      return answer(reply, result, 'redirect');
    },
  );

  await app.register(testControlRoutes, { sandbox });
};

/** What Stripe's dashboard and test clocks do, for the admin testing offline (admin only). */
const testControlRoutes: FastifyPluginAsyncZod<{ sandbox: SandboxPayments }> = async (
  app,
  { sandbox },
) => {
  app.addHook('onRequest', app.requireAdmin);
  /** The provider's refusal (an unknown id, too large a refund) as a 404 or 400. */
  const refusing = async <T>(call: () => Promise<T>) => {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      throw error.options.code === 'resource_missing'
        ? notFound(error.message)
        : badRequest(error.message);
    }
  };

  /** Like a Stripe test clock: bills the next month of a monthly gift now, paid or declined. */
  app.post(
    `${SANDBOX_API}/subscriptions/:id/renew`,
    { schema: { params: sandboxIdParams, body: sandboxRenewSchema } },
    async (request) =>
      refusing(() =>
        sandbox.subscriptions.renewSubscription(request.params.id, request.body.outcome),
      ),
  );

  /** Refunds a paid payment (a gift's or a ticket order's), in part or whole. */
  app.post(
    `${SANDBOX_API}/payments/:id/refund`,
    { schema: { params: sandboxIdParams, body: sandboxRefundSchema } },
    async (request) => {
      const charge = await refusing(() =>
        sandbox.charges.refund(request.params.id, request.body.amountOre),
      );
      return { refundedOre: charge.amount_refunded };
    },
  );

  /** Opens a dispute of a paid payment, or moves it on (won, lost). */
  app.post(
    `${SANDBOX_API}/payments/:id/dispute`,
    { schema: { params: sandboxIdParams, body: sandboxDisputeSchema } },
    async (request) => {
      const dispute = await refusing(() =>
        sandbox.charges.dispute(request.params.id, request.body.status),
      );
      return { status: dispute.status };
    },
  );
};

/** Stripe's hosted pages: the checkout page, and the PayPal and Klarna stand-in pages. */
const hostedPageRoutes: FastifyPluginAsyncZod<{ sandbox: SandboxPayments }> = async (
  app,
  { sandbox },
) => {
  const { redirects } = sandbox;

  app.get('/sandbox/stand-in.css', async (_request, reply) =>
    reply
      .type('text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(STAND_IN_CSS),
  );

  app.get(
    '/sandbox/checkout/:id',
    { schema: { params: sandboxIdParams } },
    async (request, reply) => {
      const session = await sandbox.checkout.pending(request.params.id);
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
      return reply
        .status(session ? 200 : 404)
        .send(renderCheckoutPage(session, requestLocale(request)));
    },
  );

  app.post(
    '/sandbox/checkout/:id',
    { schema: { params: sandboxIdParams, body: sandboxCheckoutAnswerSchema } },
    async (request, reply) => {
      const back = await sandbox.checkout.answer(request.params.id, request.body.outcome);
      if (!back) throw notFound('This test checkout is no longer open.');
      return reply.redirect(back, 303);
    },
  );

  app.get(
    '/sandbox/card-update/:id',
    { schema: { params: sandboxIdParams } },
    async (request, reply) => {
      const session = await sandbox.cardUpdates.open(request.params.id);
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
      return reply
        .status(session ? 200 : 404)
        .send(renderCardUpdatePage(session ?? null, requestLocale(request)));
    },
  );

  app.post(
    '/sandbox/card-update/:id',
    { schema: { params: sandboxIdParams, body: sandboxCardUpdateSchema } },
    async (request, reply) => {
      const session = await sandbox.cardUpdates.open(request.params.id);
      if (!session) throw notFound('This test card update is no longer open.');
      const locale = localeOfReturn(session.returnUrl, requestLocale(request));
      const result = await sandbox.cardUpdates.complete(session, request.body, locale);
      if (result.ok) return reply.redirect(result.returnUrl, 303);
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
      return reply.status(400).send(renderCardUpdatePage(session, locale, result.message));
    },
  );

  app.get(
    '/sandbox/:method',
    { schema: { params: sandboxMethodParams, querystring: sandboxStandInQuery } },
    async (request, reply) => {
      const { method } = request.params;
      const secret = request.query.payment_intent_client_secret;
      const intent = secret ? await redirects.pendingRedirect(secret, method) : null;
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
      const action = intent?.next_action;
      const returnUrl =
        action?.type === 'redirect_to_url' ? action.redirect_to_url.return_url : null;
      // The language of the page the gift was started on, which the visitor goes back to.
      const locale = localeOfReturn(returnUrl, requestLocale(request));
      if (!intent || !secret) {
        return reply
          .status(404)
          .send(renderStandInPage({ method, intent: null, clientSecret: '', locale }));
      }
      return reply.send(renderStandInPage({ method, intent, clientSecret: secret, locale }));
    },
  );

  app.post(
    '/sandbox/:method',
    { schema: { params: sandboxMethodParams, body: sandboxRedirectAnswerSchema } },
    async (request, reply) => {
      const secret = request.body.payment_intent_client_secret;
      if (!(await redirects.pendingRedirect(secret, request.params.method))) {
        throw notFound('This test payment is no longer waiting for an answer.');
      }
      const back = await redirects.completeRedirect(secret, request.body.outcome);
      if (!back) throw badRequest('PayPal payments cannot be left processing.');
      return reply.redirect(back, 303);
    },
  );
};

/** Posts every sandbox event to the site's own webhook route, as Stripe would. */
function deliverEventsToWebhook(app: FastifyInstance, sandbox: SandboxPayments) {
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
}

/** A sandbox result as Stripe.js would see it: the value, or a 4xx with Stripe's error object. */
function answer<T>(reply: FastifyReply, result: SandboxResult<T>, key: string) {
  if (result.ok) return { [key]: result.value };
  const status = result.error.type === 'card_error' ? 402 : 400;
  return reply.status(status).send({ error: result.error.message, stripeError: result.error });
}
