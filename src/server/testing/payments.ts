import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { TEST_CARDS } from '#shared/payments/sandbox-cards.ts';
import { SandboxPayments } from '../payments/sandbox/provider.ts';
import { solvedChallenge } from './challenge.ts';
import type { TestApp } from './test-app.ts';

/** The test app's sandbox provider: the default while no Stripe keys are set. */
export function sandboxOf(t: TestApp): SandboxPayments {
  if (!(t.payments instanceof SandboxPayments)) throw new Error('the test app has no sandbox');
  return t.payments;
}

/** Posts an event to the webhook route, signed with `secret` in Stripe's header format. */
export function postStripeEvent(
  app: FastifyInstance,
  event: Record<string, unknown>,
  secret: string,
  headers: Record<string, string> = {},
) {
  const payload = JSON.stringify(event);
  return app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }),
      ...headers,
    },
    payload,
  });
}

/** The giver the helpers below fill in unless a test names another. */
const GIVER = { donorName: 'Anna Svensson', donorEmail: 'anna@example.org' };

/** The card field's values for one of the sandbox's test cards. */
const testCard = (number: string) => ({ number, expiry: '12 / 34', cvc: '123' });

/**
 * Starts a one-time gift as the Home page's form does (100 SEK by card from Anna, solved
 * challenge, any field of the form's body changed by `gift`); its client secret.
 */
export async function startGift(
  app: FastifyInstance,
  gift: Record<string, unknown> = {},
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    payload: {
      amount: 100,
      currency: 'sek',
      paymentMethodType: 'card',
      ...GIVER,
      ...gift,
      altcha: await solvedChallenge(app),
    },
  });
  if (response.statusCode !== 200) throw new Error(`gift not started: ${response.body}`);
  return response.json<{ clientSecret: string }>().clientSecret;
}

/**
 * A one-time gift (the fields as startGift takes them) paid with a sandbox test card, its
 * confirmation delivered; its payment id.
 */
export async function giveByCard(
  t: TestApp,
  gift: Record<string, unknown> = {},
  number: string = TEST_CARDS.success,
): Promise<string> {
  const clientSecret = await startGift(t.app, gift);
  const sandbox = sandboxOf(t);
  await sandbox.intents.confirmCardPayment(clientSecret, { card: testCard(number) });
  await sandbox.whenDelivered();
  return clientSecret.split('_secret_')[0] as string;
}

/**
 * Starts a monthly gift as the Home page's form does (100 SEK a month from Anna with a card the
 * sandbox saved, solved challenge, any field changed by `gift`), its confirmations delivered;
 * the route's answer, unchecked, so that a test can read a refusal from it.
 */
export async function startMonthlyGift(
  t: TestApp,
  gift: Record<string, unknown> = {},
  options: { card?: string; language?: string } = {},
) {
  const sandbox = sandboxOf(t);
  const method = await sandbox.intents.createPaymentMethod(
    testCard(options.card ?? TEST_CARDS.success),
    {},
  );
  if (!method.ok) throw new Error(`card refused: ${method.error.message}`);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/create-recurring-donation',
    ...(options.language ? { headers: { 'accept-language': options.language } } : {}),
    payload: {
      amount: 100,
      currency: 'sek',
      interval: 'month',
      paymentMethodId: method.value.id,
      ...GIVER,
      ...gift,
      altcha: await solvedChallenge(t.app),
    },
  });
  await sandbox.whenDelivered();
  return response;
}
