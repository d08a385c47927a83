import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { solvedChallenge } from '../../testing/challenge.ts';
import { giftRow } from '../../testing/gifts.ts';
import { postStripeEvent } from '../../testing/payments.ts';
import { createTestApp, TEST_SCRIPT_HASH, type TestApp } from '../../testing/test-app.ts';
import { PaymentProviderError, WebhookSignatureError } from '../port.ts';
import { createStripeProvider, MONTHLY_DONATION_PRODUCT_ID } from './provider.ts';

const KEYS = {
  STRIPE_SECRET_KEY: 'sk_test_standin',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_standin',
  STRIPE_WEBHOOK_SECRET: 'whsec_standin',
};

interface Received {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  form: URLSearchParams;
}

const intent = (overrides: Record<string, unknown> = {}) => ({
  id: 'pi_123',
  object: 'payment_intent',
  status: 'requires_payment_method',
  amount: 5000,
  amount_received: 0,
  currency: 'sek',
  client_secret: 'pi_123_secret_abc',
  created: 1_768_471_200,
  metadata: { purpose: 'donation', donor_name: 'Anna', donor_email: 'anna@example.org' },
  payment_method_types: ['card'],
  last_payment_error: null,
  ...overrides,
});

const checkoutSession = (overrides: Record<string, unknown> = {}) => ({
  id: 'cs_test_1',
  object: 'checkout.session',
  status: 'open',
  payment_status: 'unpaid',
  amount_total: 35_000,
  currency: 'sek',
  url: 'https://checkout.stripe.com/c/pay/cs_test_1',
  client_reference_id: 'T-ABCDEFGH',
  expires_at: 1_795_257_060,
  metadata: { purpose: 'tickets', order_id: '7' },
  ...overrides,
});

const stripeError = (httpStatus: number, error: Record<string, unknown>) => ({
  httpStatus,
  body: { error },
});

/**
 * A local stand-in for the Stripe endpoints the adapter calls: it records each request and
 * answers from `routes` ("METHOD /path" → JSON, or an error from `stripeError`).
 */
function startStripeStandIn() {
  const received: Received[] = [];
  let routes: Record<string, unknown> = {};
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const form = new URLSearchParams(request.method === 'GET' ? url.search : body);
      received.push({
        method: request.method ?? '',
        path: url.pathname,
        headers: request.headers,
        form,
      });
      const answer = routes[`${request.method} ${url.pathname}`];
      const { httpStatus, body: json } =
        answer && typeof answer === 'object' && 'httpStatus' in answer
          ? (answer as { httpStatus: number; body: unknown })
          : answer
            ? { httpStatus: 200, body: answer }
            : stripeError(404, { type: 'invalid_request_error', message: 'Unknown route' });
      response.writeHead(httpStatus, {
        'content-type': 'application/json',
        'request-id': 'req_standin',
      });
      response.end(JSON.stringify(json));
    });
  });
  return {
    received,
    route(next: Record<string, unknown>) {
      routes = next;
      received.length = 0;
    },
    async listen() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return (server.address() as AddressInfo).port;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('the Stripe adapter against a local stand-in of the API', () => {
  const standIn = startStripeStandIn();
  let provider: ReturnType<typeof createStripeProvider>;

  beforeAll(async () => {
    const port = await standIn.listen();
    provider = createStripeProvider({
      secretKey: KEYS.STRIPE_SECRET_KEY,
      publishableKey: KEYS.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: KEYS.STRIPE_WEBHOOK_SECRET,
      api: { host: '127.0.0.1', port, protocol: 'http' },
    });
  });
  afterAll(() => standIn.close());

  it('creates a payment intent in öre, in SEK, for one method, with an idempotency key', async () => {
    standIn.route({ 'POST /v1/payment_intents': intent() });
    const created = await provider.createPayment(
      {
        amountOre: 5000,
        currency: 'sek',
        methodType: 'klarna',
        description: 'Donation to Hope Bridge',
        metadata: { purpose: 'donation', donor_name: 'Anna', donor_email: 'anna@example.org' },
      },
      { idempotencyKey: 'donation-intent:1' },
    );
    expect(created).toMatchObject({
      id: 'pi_123',
      clientSecret: 'pi_123_secret_abc',
      amountOre: 5000,
    });
    const [request] = standIn.received;
    expect(request?.headers.authorization).toBe('Bearer sk_test_standin');
    expect(request?.headers['idempotency-key']).toBe('donation-intent:1');
    expect(Object.fromEntries(request?.form ?? [])).toEqual({
      amount: '5000',
      currency: 'sek',
      'allowed_payment_method_types[0]': 'klarna',
      description: 'Donation to Hope Bridge',
      'metadata[purpose]': 'donation',
      'metadata[donor_name]': 'Anna',
      'metadata[donor_email]': 'anna@example.org',
    });
  });

  it('retrieves a payment intent, and answers null for one Stripe does not know', async () => {
    standIn.route({
      'GET /v1/payment_intents/pi_123': intent({ status: 'succeeded', amount_received: 5000 }),
      'GET /v1/payment_intents/pi_missing': stripeError(404, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: "No such payment_intent: 'pi_missing'",
      }),
    });
    expect(await provider.retrievePayment('pi_123')).toMatchObject({ status: 'succeeded' });
    expect(await provider.retrievePayment('pi_missing')).toBeNull();
  });

  it('reports a card decline as declined, in Stripe’s words', async () => {
    standIn.route({
      'POST /v1/payment_intents': stripeError(402, {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'insufficient_funds',
        message: 'Your card has insufficient funds.',
      }),
    });
    const error = await provider
      .createPayment(
        { amountOre: 5000, currency: 'sek', methodType: 'card', description: 'd', metadata: {} },
        { idempotencyKey: 'k' },
      )
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error).toMatchObject({
      message: 'Your card has insufficient funds.',
      options: { declined: true, code: 'insufficient_funds' },
    });
  });

  it('starts a monthly subscription: product, customer with the card, subscription, first payment', async () => {
    standIn.route({
      [`GET /v1/products/${MONTHLY_DONATION_PRODUCT_ID}`]: stripeError(404, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: 'No such product',
      }),
      'POST /v1/products': { id: MONTHLY_DONATION_PRODUCT_ID, object: 'product' },
      'POST /v1/customers': { id: 'cus_1', object: 'customer' },
      'POST /v1/subscriptions': {
        id: 'sub_1',
        object: 'subscription',
        status: 'incomplete',
        created: 1_768_471_200,
        metadata: { purpose: 'donation' },
        latest_invoice: {
          id: 'in_1',
          object: 'invoice',
          status: 'open',
          amount_paid: 0,
          amount_due: 10_000,
          currency: 'sek',
          created: 1_768_471_200,
          customer_email: 'anna@example.org',
          customer_name: 'Anna',
          parent: { subscription_details: { subscription: 'sub_1', metadata: {} } },
          payments: {
            object: 'list',
            data: [{ payment: { type: 'payment_intent', payment_intent: 'pi_123' } }],
          },
        },
      },
      'GET /v1/payment_intents/pi_123': intent({ status: 'requires_action', metadata: {} }),
    });
    const created = await provider.createMonthlySubscription(
      {
        amountOre: 10_000,
        currency: 'sek',
        interval: 'month',
        paymentMethodId: 'pm_card',
        customer: { name: 'Anna', email: 'anna@example.org' },
        productName: 'Monthly donation to Hope Bridge',
        metadata: { purpose: 'donation', donor_name: 'Anna', amount_ore: '10000' },
      },
      { idempotencyKey: 'donation-subscription:1' },
    );
    expect(created).toMatchObject({
      subscription: { id: 'sub_1', status: 'incomplete' },
      invoiceId: 'in_1',
      payment: { id: 'pi_123', status: 'actionRequired' },
    });

    const calls = standIn.received.map((r) => `${r.method} ${r.path}`);
    expect(calls).toEqual([
      `GET /v1/products/${MONTHLY_DONATION_PRODUCT_ID}`,
      'POST /v1/products',
      'POST /v1/customers',
      'POST /v1/subscriptions',
      'GET /v1/payment_intents/pi_123',
    ]);
    const [, product, customer, subscription] = standIn.received;
    expect(product?.headers['idempotency-key']).toBe(`product:${MONTHLY_DONATION_PRODUCT_ID}`);
    expect(customer?.headers['idempotency-key']).toBe('donation-subscription:1:customer');
    expect(Object.fromEntries(customer?.form ?? [])).toMatchObject({
      name: 'Anna',
      email: 'anna@example.org',
      payment_method: 'pm_card',
      'invoice_settings[default_payment_method]': 'pm_card',
    });
    expect(subscription?.headers['idempotency-key']).toBe('donation-subscription:1:subscription');
    expect(Object.fromEntries(subscription?.form ?? [])).toMatchObject({
      customer: 'cus_1',
      'items[0][price_data][currency]': 'sek',
      'items[0][price_data][product]': MONTHLY_DONATION_PRODUCT_ID,
      'items[0][price_data][unit_amount]': '10000',
      'items[0][price_data][recurring][interval]': 'month',
      default_payment_method: 'pm_card',
      payment_behavior: 'allow_incomplete',
      'metadata[amount_ore]': '10000',
      'expand[0]': 'latest_invoice.payments',
    });

    // The product is looked up once per process.
    standIn.route({
      'POST /v1/customers': { id: 'cus_2', object: 'customer' },
      'POST /v1/subscriptions': {
        id: 'sub_2',
        object: 'subscription',
        status: 'active',
        created: 1,
        metadata: {},
        latest_invoice: null,
      },
    });
    await provider.createMonthlySubscription(
      {
        amountOre: 10_000,
        currency: 'sek',
        interval: 'month',
        paymentMethodId: 'pm_card',
        customer: { name: null, email: null },
        productName: 'Monthly donation',
        metadata: {},
      },
      { idempotencyKey: 'donation-subscription:2' },
    );
    expect(standIn.received.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /v1/customers',
      'POST /v1/subscriptions',
    ]);
  });

  it('cancels a subscription', async () => {
    standIn.route({
      'DELETE /v1/subscriptions/sub_1': { id: 'sub_1', object: 'subscription', status: 'canceled' },
    });
    await provider.cancelSubscription('sub_1');
    expect(standIn.received.map((r) => `${r.method} ${r.path}`)).toEqual([
      'DELETE /v1/subscriptions/sub_1',
    ]);
  });

  const subscription = (overrides: Record<string, unknown> = {}) => ({
    id: 'sub_1',
    object: 'subscription',
    status: 'active',
    created: 1_768_471_200,
    customer: 'cus_1',
    metadata: { purpose: 'donation', donor_email: 'anna@example.org', amount_ore: '10000' },
    items: {
      data: [{ id: 'si_1', current_period_end: 1_771_149_600, price: { unit_amount: 10_000 } }],
    },
    pause_collection: null,
    ...overrides,
  });

  it('changes a subscription’s amount from the next month, on its one item', async () => {
    standIn.route({
      'GET /v1/subscriptions/sub_1': subscription(),
      'POST /v1/subscriptions/sub_1': subscription(),
    });
    await provider.changeSubscriptionAmount('sub_1', 25_000);
    const [, update] = standIn.received;
    expect(update?.path).toBe('/v1/subscriptions/sub_1');
    expect(Object.fromEntries(update?.form ?? [])).toEqual({
      'items[0][id]': 'si_1',
      'items[0][price_data][currency]': 'sek',
      'items[0][price_data][product]': MONTHLY_DONATION_PRODUCT_ID,
      'items[0][price_data][unit_amount]': '25000',
      'items[0][price_data][recurring][interval]': 'month',
      proration_behavior: 'none',
      'metadata[amount_ore]': '25000',
    });
  });

  it('pauses a subscription: its bills are voided until the resume time', async () => {
    standIn.route({ 'POST /v1/subscriptions/sub_1': subscription() });
    await provider.pauseSubscription('sub_1', new Date('2026-03-15T10:00:00.000Z'));
    expect(Object.fromEntries(standIn.received[0]?.form ?? [])).toEqual({
      'pause_collection[behavior]': 'void',
      'pause_collection[resumes_at]': '1773568800',
    });
  });

  it('opens the Customer Portal on the subscription’s customer, at its card, returning to the site', async () => {
    standIn.route({
      'GET /v1/subscriptions/sub_1': subscription(),
      'POST /v1/billing_portal/sessions': {
        id: 'bps_1',
        object: 'billing_portal.session',
        url: 'https://billing.stripe.com/p/session/test_1',
      },
    });
    const session = await provider.createCardUpdateSession('sub_1', 'https://example.org/my-gifts');
    expect(session).toEqual({ url: 'https://billing.stripe.com/p/session/test_1' });
    expect(Object.fromEntries(standIn.received[1]?.form ?? [])).toEqual({
      customer: 'cus_1',
      return_url: 'https://example.org/my-gifts',
      'flow_data[type]': 'payment_method_update',
      'flow_data[after_completion][type]': 'redirect',
      'flow_data[after_completion][redirect][return_url]': 'https://example.org/my-gifts',
    });
  });

  it('opens a Checkout Session for tickets: line items in öre, SEK, expiry, metadata, idempotency key', async () => {
    const expiresAt = new Date('2026-11-21T10:31:00.000Z');
    standIn.route({ 'POST /v1/checkout/sessions': checkoutSession() });
    const session = await provider.createCheckout(
      {
        currency: 'sek',
        lineItems: [
          { name: 'Community Food Walk: Adult (20+ years)', unitAmountOre: 15_000, quantity: 2 },
          { name: 'Community Food Walk: Child (4-12 years)', unitAmountOre: 5_000, quantity: 1 },
        ],
        customerEmail: 'anna@example.org',
        successUrl: 'https://charity.example/events/walk?session_id={CHECKOUT_SESSION_ID}',
        cancelUrl: 'https://charity.example/events/walk',
        expiresAt,
        clientReferenceId: 'T-ABCDEFGH',
        metadata: { purpose: 'tickets', order_id: '7' },
        locale: 'sv',
      },
      { idempotencyKey: 'ticket-order:7' },
    );
    expect(session).toMatchObject({
      id: 'cs_test_1',
      url: 'https://checkout.stripe.com/c/pay/cs_test_1',
    });
    const [request] = standIn.received;
    expect(request?.headers['idempotency-key']).toBe('ticket-order:7');
    expect(Object.fromEntries(request?.form ?? [])).toEqual({
      mode: 'payment',
      'line_items[0][quantity]': '2',
      'line_items[0][price_data][currency]': 'sek',
      'line_items[0][price_data][unit_amount]': '15000',
      'line_items[0][price_data][product_data][name]': 'Community Food Walk: Adult (20+ years)',
      'line_items[1][quantity]': '1',
      'line_items[1][price_data][currency]': 'sek',
      'line_items[1][price_data][unit_amount]': '5000',
      'line_items[1][price_data][product_data][name]': 'Community Food Walk: Child (4-12 years)',
      customer_email: 'anna@example.org',
      success_url: 'https://charity.example/events/walk?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://charity.example/events/walk',
      expires_at: String(expiresAt.getTime() / 1000),
      client_reference_id: 'T-ABCDEFGH',
      'metadata[purpose]': 'tickets',
      'metadata[order_id]': '7',
      'payment_intent_data[metadata][purpose]': 'tickets',
      'payment_intent_data[metadata][order_id]': '7',
      locale: 'sv',
    });
  });

  it('retrieves a Checkout Session, and answers null for one Stripe does not know', async () => {
    standIn.route({
      'GET /v1/checkout/sessions/cs_test_1': checkoutSession({
        status: 'complete',
        payment_status: 'paid',
      }),
      'GET /v1/checkout/sessions/cs_missing': stripeError(404, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: "No such checkout.session: 'cs_missing'",
      }),
    });
    expect(await provider.retrieveCheckout('cs_test_1')).toMatchObject({ status: 'paid' });
    expect(await provider.retrieveCheckout('cs_missing')).toBeNull();
  });

  it('expires a Checkout Session, and answers with the session as it is when it cannot', async () => {
    standIn.route({
      'POST /v1/checkout/sessions/cs_test_1/expire': checkoutSession({ status: 'expired' }),
    });
    expect(await provider.expireCheckout('cs_test_1')).toMatchObject({ status: 'expired' });
    expect(standIn.received.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /v1/checkout/sessions/cs_test_1/expire',
    ]);
    standIn.route({
      'POST /v1/checkout/sessions/cs_test_1/expire': stripeError(400, {
        type: 'invalid_request_error',
        message: 'Only Checkout Sessions with a status of `open` can be expired.',
      }),
      'GET /v1/checkout/sessions/cs_test_1': checkoutSession({
        status: 'complete',
        payment_status: 'paid',
      }),
    });
    expect(await provider.expireCheckout('cs_test_1')).toMatchObject({ status: 'paid' });
  });

  it('cancels a payment intent', async () => {
    standIn.route({ 'POST /v1/payment_intents/pi_123/cancel': intent({ status: 'canceled' }) });
    await provider.cancelPayment('pi_123');
    expect(standIn.received.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /v1/payment_intents/pi_123/cancel',
    ]);
  });

  it('reads the declined card’s fingerprint from a failed payment', () => {
    const payload = JSON.stringify({
      id: 'evt_2',
      object: 'event',
      type: 'payment_intent.payment_failed',
      created: 1,
      data: {
        object: intent({
          last_payment_error: {
            code: 'card_declined',
            message: 'Your card was declined.',
            payment_method: { id: 'pm_1', card: { fingerprint: 'Xt5EWLLDS7FJjR1c' } },
          },
        }),
      },
    });
    const header = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: KEYS.STRIPE_WEBHOOK_SECRET,
    });
    expect(provider.verifyWebhook(Buffer.from(payload), header).event).toMatchObject({
      type: 'payment',
      declined: true,
      payment: { status: 'failed', declinedCardFingerprint: 'Xt5EWLLDS7FJjR1c' },
    });
  });

  it('reads refunds, disputes, failed renewals and a paid checkout’s payment from signed events', () => {
    const verify = (type: string, object: Record<string, unknown>) => {
      const payload = JSON.stringify({
        id: `evt_${type}`,
        object: 'event',
        type,
        created: 2,
        data: { object },
      });
      const header = Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: KEYS.STRIPE_WEBHOOK_SECRET,
      });
      return provider.verifyWebhook(Buffer.from(payload), header).event;
    };
    const charge = {
      id: 'ch_1',
      object: 'charge',
      amount: 10_000,
      amount_refunded: 2_500,
      currency: 'sek',
      payment_intent: 'pi_123',
      created: 1,
      refunded: false,
    };
    expect(verify('charge.refunded', charge)).toEqual({
      id: 'evt_charge.refunded',
      at: '1970-01-01T00:00:02.000Z',
      type: 'refund',
      refund: { paymentId: 'pi_123', amountOre: 10_000, refundedOre: 2_500 },
    });
    const dispute = {
      id: 'dp_1',
      object: 'dispute',
      amount: 10_000,
      charge: 'ch_1',
      payment_intent: { id: 'pi_123' },
      status: 'needs_response',
      created: 1,
      reason: 'fraudulent',
    };
    for (const type of ['charge.dispute.created', 'charge.dispute.closed']) {
      expect(verify(type, dispute)).toMatchObject({
        type: 'dispute',
        dispute: { id: 'dp_1', paymentId: 'pi_123', status: 'needs_response', amountOre: 10_000 },
      });
    }
    const invoice = {
      id: 'in_2',
      object: 'invoice',
      status: 'open',
      amount_paid: 0,
      amount_due: 10_000,
      currency: 'sek',
      created: 1,
      customer_email: 'anna@example.org',
      customer_name: 'Anna',
      billing_reason: 'subscription_cycle',
      parent: { subscription_details: { subscription: 'sub_1', metadata: {} } },
    };
    expect(verify('invoice.payment_failed', invoice)).toMatchObject({
      type: 'invoice',
      paid: false,
      invoice: { id: 'in_2', renewal: true, subscription: { id: 'sub_1' } },
    });
    expect(
      verify('invoice.payment_failed', { ...invoice, billing_reason: 'subscription_create' }),
    ).toMatchObject({ invoice: { renewal: false } });
    const session = {
      id: 'cs_1',
      object: 'checkout.session',
      status: 'complete',
      payment_status: 'paid',
      amount_total: 35_000,
      currency: 'sek',
      url: null,
      client_reference_id: '7',
      expires_at: 10,
      payment_intent: 'pi_tickets',
      metadata: { purpose: 'tickets' },
    };
    expect(verify('checkout.session.completed', session)).toMatchObject({
      type: 'checkout',
      checkout: { status: 'paid', paymentId: 'pi_tickets' },
    });
  });

  it('verifies webhook signatures made with the webhook secret', () => {
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'payment_intent.succeeded',
      created: 1,
      data: { object: intent() },
    });
    const header = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: KEYS.STRIPE_WEBHOOK_SECRET,
    });
    expect(provider.verifyWebhook(Buffer.from(payload), header)).toMatchObject({
      id: 'evt_1',
      providerType: 'payment_intent.succeeded',
      event: { type: 'payment', at: '1970-01-01T00:00:01.000Z', payment: { id: 'pi_123' } },
    });
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' });
    expect(() => provider.verifyWebhook(Buffer.from(payload), forged)).toThrow(
      WebhookSignatureError,
    );
    expect(() => provider.verifyWebhook(Buffer.from(`${payload} `), header)).toThrow(
      WebhookSignatureError,
    );
    expect(() => provider.verifyWebhook(Buffer.from(payload), undefined)).toThrow(
      WebhookSignatureError,
    );
    const stale = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: KEYS.STRIPE_WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    expect(() => provider.verifyWebhook(Buffer.from(payload), stale)).toThrow(
      WebhookSignatureError,
    );
  });
});

describe('the site with Stripe keys', () => {
  const standIn = startStripeStandIn();
  let t: TestApp;

  beforeEach(async () => {
    const port = await standIn.listen();
    t = await createTestApp({
      env: { ...KEYS, NOTIFY_EMAIL: 'office@example.org' },
      payments: createStripeProvider({
        secretKey: KEYS.STRIPE_SECRET_KEY,
        publishableKey: KEYS.STRIPE_PUBLISHABLE_KEY,
        webhookSecret: KEYS.STRIPE_WEBHOOK_SECRET,
        api: { host: '127.0.0.1', port, protocol: 'http' },
      }),
    });
  });
  afterEach(async () => {
    await t.close();
    await standIn.close();
  });

  it('hands the browser the publishable key and lets Stripe.js through the CSP', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/stripe/config' });
    expect(response.json()).toEqual({
      publicKey: 'pk_test_standin',
      provider: 'stripe',
      methods: ['card', 'paypal', 'klarna'],
      taxReduction: false,
    });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain(`script-src 'self' ${TEST_SCRIPT_HASH} https://js.stripe.com`);
    expect(csp).toContain("frame-src 'self' https://js.stripe.com https://hooks.stripe.com");
    expect(csp).toContain("connect-src 'self' https://api.stripe.com");
  });

  it('has no sandbox routes', async () => {
    for (const url of [
      '/api/sandbox/payment-intents?client_secret=pi_1_secret_a',
      '/sandbox/paypal',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/confirm-card',
      payload: {},
    });
    expect(confirm.statusCode).toBe(404);
  });

  it('sends the gift to Stripe in öre with the donor in the metadata', async () => {
    standIn.route({ 'POST /v1/payment_intents': intent() });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      payload: {
        amount: 50,
        currency: 'SEK',
        paymentMethodType: 'card',
        donorName: 'Anna',
        donorEmail: 'anna@example.org',
        altcha: await solvedChallenge(t.app),
      },
    });
    expect(response.json()).toEqual({ clientSecret: 'pi_123_secret_abc' });
    const [request] = standIn.received;
    expect(request?.headers['idempotency-key']).toMatch(/^donation-intent:[0-9a-f-]{36}$/);
    expect(request?.form.get('amount')).toBe('5000');
    expect(request?.form.get('currency')).toBe('sek');
    expect(request?.form.get('metadata[donor_name]')).toBe('Anna');
    expect(request?.form.get('metadata[donor_email]')).toBe('anna@example.org');
    expect(await t.db.selectFrom('donations').select(['provider', 'status']).execute()).toEqual([
      { provider: 'stripe', status: 'pending' },
    ]);
  });

  it('records the payment from Stripe’s signed webhook, once', async () => {
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'payment_intent.succeeded',
      created: 1_768_471_300,
      data: { object: intent({ status: 'succeeded', amount_received: 5000 }) },
    });
    const deliver = (secret: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/stripe/webhook',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }),
        },
        payload,
      });
    expect((await deliver('whsec_forged')).statusCode).toBe(400);
    expect(await t.db.selectFrom('donations').selectAll().execute()).toEqual([]);
    expect((await deliver(KEYS.STRIPE_WEBHOOK_SECRET)).statusCode).toBe(200);
    expect((await deliver(KEYS.STRIPE_WEBHOOK_SECRET)).statusCode).toBe(200);
    expect(
      await t.db.selectFrom('donations').select(['provider', 'status', 'provider_ref']).execute(),
    ).toEqual([{ provider: 'stripe', status: 'succeeded', provider_ref: 'pi_123' }]);
    expect(await t.db.selectFrom('outbox').select('to_address').execute()).toEqual([
      { to_address: 'anna@example.org' },
      { to_address: 'office@example.org' },
    ]);
  });

  it('records a monthly gift’s amount, next payment, pause and end from Stripe’s events', async () => {
    const event = (id: string, type: string, created: number, object: Record<string, unknown>) =>
      postStripeEvent(
        t.app,
        { id, object: 'event', type, created, data: { object } },
        KEYS.STRIPE_WEBHOOK_SECRET,
      );
    const sub = {
      id: 'sub_9',
      object: 'subscription',
      status: 'active',
      created: 1_768_471_200,
      customer: 'cus_9',
      metadata: {
        purpose: 'donation',
        donor_email: 'anna@example.org',
        amount_ore: '10000',
        locale: 'sv',
      },
      items: {
        data: [{ id: 'si_9', current_period_end: 1_771_149_600, price: { unit_amount: 10_000 } }],
      },
      pause_collection: null,
    };
    const row = () =>
      t.db
        .selectFrom('donation_subscriptions')
        .select(['status', 'amount_ore', 'next_payment_at', 'paused_until'])
        .executeTakeFirstOrThrow();
    await event('evt_s1', 'customer.subscription.created', 1_768_471_200, sub);
    expect(await row()).toEqual({
      status: 'active',
      amount_ore: 10_000,
      next_payment_at: '2026-02-15T10:00:00.000Z',
      paused_until: null,
    });
    const changed = {
      ...sub,
      items: {
        data: [{ id: 'si_9', current_period_end: 1_771_149_600, price: { unit_amount: 25_000 } }],
      },
      pause_collection: { behavior: 'void', resumes_at: 1_773_568_800 },
    };
    await event('evt_s2', 'customer.subscription.updated', 1_768_471_300, changed);
    expect(await row()).toMatchObject({
      status: 'paused',
      amount_ore: 25_000,
      paused_until: '2026-03-15T10:00:00.000Z',
    });
    // A month was paid: the gift had begun, so its end is told to the donor.
    await t.db
      .insertInto('donations')
      .values({
        ...giftRow('anna@example.org', 10_000, '2026-01-15T10:00:00.000Z', 'in_9'),
        kind: 'monthly',
        subscription_id: 'sub_9',
      })
      .execute();
    await event('evt_s3', 'customer.subscription.deleted', 1_768_471_400, {
      ...changed,
      status: 'canceled',
    });
    expect(await row()).toMatchObject({ status: 'canceled', next_payment_at: null });
    const [stopped] = await t.db
      .selectFrom('outbox')
      .selectAll()
      .where('dedupe_key', 'like', 'monthly-cancelled:%')
      .execute();
    expect(stopped).toMatchObject({ to_address: 'anna@example.org' });
    expect(stopped?.subject).toContain('Hope Bridge');
  });

  it('answers a request Stripe refuses with the spec message', async () => {
    standIn.route({
      'POST /v1/payment_intents': stripeError(400, {
        type: 'invalid_request_error',
        message: 'Amount must convert to at least 3.00 kr.',
      }),
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      payload: {
        amount: 5,
        currency: 'sek',
        paymentMethodType: 'card',
        altcha: await solvedChallenge(t.app),
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Unable to start payment.' });
  });
});
