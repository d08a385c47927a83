import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
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

/** Starts a one-time gift as the Home page's form does (SEK, solved challenge); its client secret. */
export async function startGift(
  app: FastifyInstance,
  gift: { amount: number; paymentMethodType?: string; donorName?: string; donorEmail?: string },
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    payload: {
      currency: 'sek',
      paymentMethodType: 'card',
      ...gift,
      altcha: await solvedChallenge(app),
    },
  });
  return response.json<{ clientSecret: string }>().clientSecret;
}
