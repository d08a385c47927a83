import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatSek } from '#shared/donations.ts';
import { TEST_CARDS } from '#shared/payments/sandbox-cards.ts';
import { loadConfig } from '../../config.ts';
import { SANDBOX_PUBLISHABLE_KEY, type SandboxPayments } from '../../payments/sandbox/provider.ts';
import { sandboxOf, startGift } from '../../testing/payments.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const card = (number: string) => ({ number, expiry: '12 / 34', cvc: '123' });
const ORIGIN = 'http://localhost';

describe('payment configuration', () => {
  const keys = {
    STRIPE_SECRET_KEY: 'sk_test_1',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
    STRIPE_WEBHOOK_SECRET: 'whsec_1',
  };

  it('uses the sandbox and offers every method by default', () => {
    expect(loadConfig({})).toMatchObject({
      stripe: undefined,
      paymentMethods: ['card', 'paypal', 'klarna', 'swish'],
    });
  });

  it('reads Stripe keys, all three together', () => {
    expect(loadConfig(keys).stripe).toEqual({
      secretKey: 'sk_test_1',
      publishableKey: 'pk_test_1',
      webhookSecret: 'whsec_1',
    });
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(/together/);
    expect(() => loadConfig({ ...keys, STRIPE_PUBLISHABLE_KEY: 'sk_test_1' })).toThrow(
      /STRIPE_PUBLISHABLE_KEY must start with pk_/,
    );
  });

  it('reads a CLIENT_REF_KEY of at least 32 characters', () => {
    expect(loadConfig({ CLIENT_REF_KEY: 'k'.repeat(32) }).clientRefKey).toBe('k'.repeat(32));
    expect(loadConfig({}).clientRefKey).toBeUndefined();
    expect(() => loadConfig({ CLIENT_REF_KEY: 'short' })).toThrow(
      /CLIENT_REF_KEY must be at least 32 characters/,
    );
  });

  it('switches PayPal, Klarna and Swish off, never the card', () => {
    expect(loadConfig({ PAYMENT_METHODS: 'card' }).paymentMethods).toEqual(['card']);
    expect(loadConfig({ PAYMENT_METHODS: ' Card , klarna' }).paymentMethods).toEqual([
      'card',
      'klarna',
    ]);
    expect(() => loadConfig({ PAYMENT_METHODS: 'paypal' })).toThrow(/must include card/);
    expect(loadConfig({ PAYMENT_METHODS: 'card,swish' }).paymentMethods).toEqual(['card', 'swish']);
    expect(() => loadConfig({ PAYMENT_METHODS: 'card,bankgiro' })).toThrow(
      /may list card, paypal, klarna, swish/,
    );
  });
});

describe('payments in sandbox mode', () => {
  let t: TestApp;
  let sandbox: SandboxPayments;

  const api = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
    t.app.inject({ method, url, ...(payload ? { payload } : {}) });
  const startPayment = (paymentMethodType = 'card', amount = 50) =>
    startGift(t.app, { amount, paymentMethodType, donorEmail: 'anna@example.org' });

  beforeEach(async () => {
    t = await createTestApp({ env: { PAYMENT_METHODS: 'card,paypal,klarna' } });
    sandbox = sandboxOf(t);
  });
  afterEach(() => t.close());

  it('tells the browser to use the sandbox card field, and keeps Stripe out of the CSP', async () => {
    const response = await api('GET', '/api/stripe/config');
    expect(response.json()).toEqual({
      publicKey: SANDBOX_PUBLISHABLE_KEY,
      provider: 'sandbox',
      methods: ['card', 'paypal', 'klarna'],
      taxReduction: false,
    });
    expect(String(response.headers['content-security-policy'])).not.toContain('stripe.com');
  });

  it('lets the provider’s webhook through the cross-site check, and still checks its signature', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'sec-fetch-site': 'cross-site', 'stripe-signature': 't=1,v1=00' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Invalid signature.' });
  });

  it('confirms card payments as Stripe.js would, with Stripe’s errors', async () => {
    const declined = await api('POST', '/api/sandbox/confirm-card', {
      clientSecret: await startPayment(),
      card: card(TEST_CARDS.declined),
    });
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toMatchObject({
      error: 'Your card was declined.',
      stripeError: {
        type: 'card_error',
        code: 'card_declined',
        payment_intent: { status: 'requires_payment_method' },
      },
    });

    const secret = await startPayment();
    const needsAuth = await api('POST', '/api/sandbox/confirm-card', {
      clientSecret: secret,
      card: card(TEST_CARDS.authentication),
    });
    expect(needsAuth.json()).toMatchObject({ paymentIntent: { status: 'requires_action' } });
    const approved = await api('POST', '/api/sandbox/authenticate', {
      clientSecret: secret,
      approve: true,
    });
    expect(approved.json()).toMatchObject({ paymentIntent: { status: 'succeeded', amount: 5000 } });

    const seen = await api('GET', `/api/sandbox/payment-intents?client_secret=${secret}`);
    expect(seen.json()).toMatchObject({ paymentIntent: { status: 'succeeded' } });
    expect(seen.headers['cache-control']).toBe('no-store');
    const unknown = await api(
      'GET',
      `/api/sandbox/payment-intents?client_secret=${secret.replace(/.$/, 'x')}`,
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('saves a card as a payment method for monthly gifts', async () => {
    const saved = await api('POST', '/api/sandbox/payment-methods', {
      card: card(TEST_CARDS.success),
    });
    expect(saved.json()).toEqual({
      paymentMethod: {
        id: expect.stringMatching(/^pm_sbx_/),
        card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 },
      },
    });
    const incomplete = await api('POST', '/api/sandbox/payment-methods', {
      card: { number: '4242', expiry: '', cvc: '' },
    });
    expect(incomplete.statusCode).toBe(402);
    expect(incomplete.json()).toMatchObject({ error: 'Your card number is incomplete.' });
  });

  it('sends a PayPal payment through the stand-in page and records it', async () => {
    const secret = await startPayment('paypal', 75);
    const foreign = await api('POST', '/api/sandbox/confirm-redirect', {
      clientSecret: secret,
      method: 'paypal',
      returnUrl: 'https://attacker.example/',
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual({ error: 'The return URL must be on this site.' });

    const started = await api('POST', '/api/sandbox/confirm-redirect', {
      clientSecret: secret,
      method: 'paypal',
      returnUrl: `${ORIGIN}/#donate`,
    });
    const { url } = started.json<{ redirect: { url: string } }>().redirect;
    const page = await api('GET', url);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('Test stand-in: not the real PayPal');
    expect(page.body).toContain('No real payment is made');
    expect(page.body).toContain(formatSek(7500));
    expect(page.body).toContain('Approve test payment');
    expect(page.body).not.toContain('Leave test payment processing');

    const answered = await t.app.inject({
      method: 'POST',
      url: '/sandbox/paypal',
      // A same-origin form post, as the browser sends it.
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        host: 'localhost',
        origin: ORIGIN,
      },
      payload: new URLSearchParams({
        payment_intent_client_secret: secret,
        outcome: 'approve',
      }).toString(),
    });
    expect(answered.statusCode).toBe(303);
    const back = new URL(answered.headers.location as string);
    expect(`${back.origin}${back.pathname}${back.hash}`).toBe(`${ORIGIN}/#donate`);
    expect(back.searchParams.get('payment_intent_client_secret')).toBe(secret);
    await sandbox.whenDelivered();
    expect(
      await t.db.selectFrom('donations').select(['method', 'status', 'amount_ore']).execute(),
    ).toEqual([{ method: 'paypal', status: 'succeeded', amount_ore: 7500 }]);

    const again = await api('GET', url);
    expect(again.statusCode).toBe(404);
    expect(again.body).toContain('no longer waiting for an answer');
  });

  it('offers Klarna a processing outcome, with the billing details Klarna needs', async () => {
    const secret = await startPayment('klarna');
    const withoutEmail = await api('POST', '/api/sandbox/confirm-redirect', {
      clientSecret: secret,
      method: 'klarna',
      returnUrl: `${ORIGIN}/#donate`,
    });
    expect(withoutEmail.statusCode).toBe(400);
    const started = await api('POST', '/api/sandbox/confirm-redirect', {
      clientSecret: secret,
      method: 'klarna',
      returnUrl: `${ORIGIN}/#donate`,
      billing: { email: 'anna@example.org', address: { country: 'SE' } },
    });
    const page = await api('GET', started.json<{ redirect: { url: string } }>().redirect.url);
    expect(page.body).toContain('Leave test payment processing');
    const answered = await t.app.inject({
      method: 'POST',
      url: '/sandbox/klarna',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `payment_intent_client_secret=${secret}&outcome=processing`,
    });
    expect(new URL(answered.headers.location as string).searchParams.get('redirect_status')).toBe(
      'processing',
    );
    await sandbox.whenDelivered();
    expect(await t.db.selectFrom('donations').select('status').execute()).toEqual([
      { status: 'pending' },
    ]);
  });

  it('serves the stand-in stylesheet, and lets only the admin renew a subscription early', async () => {
    const css = await api('GET', '/sandbox/stand-in.css');
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    const renew = await api('POST', '/api/sandbox/subscriptions/sub_sbx_1/renew');
    expect(renew.statusCode).toBe(401);
    const cookie = await t.login();
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/subscriptions/sub_sbx_1/renew',
      headers: { cookie },
    });
    expect(unknown.statusCode).toBe(404);
  });
});
