import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEST_CARDS } from '#shared/payments/sandbox-cards.ts';
import { createTestDb, type TestDb, testDialects } from '../../testing/test-db.ts';
import { verifyStripeSignature } from '../stripe/provider.ts';
import type { StripeEvent } from '../stripe/wire.ts';
import { SANDBOX_MESSAGES } from './intents.ts';
import { SandboxPayments } from './provider.ts';
import { createDbSandboxStore } from './store.ts';

const card = (number: string, expiry = '12 / 34') => ({ number, expiry, cvc: '123' });
const clock = { now: () => new Date('2026-01-15T10:00:00.000Z') };

describe.each(testDialects)('the sandbox payment provider on %s', (dialect) => {
  let sandbox: SandboxPayments;
  let events: StripeEvent[];
  let t: TestDb;

  beforeEach(async () => {
    t = await createTestDb(dialect);
    const store = createDbSandboxStore(t.db, clock);
    sandbox = new SandboxPayments({ clock, store, processingSettleMs: 20 });
    events = [];
    // Every event must pass the same signature check as the webhook route's.
    sandbox.setEventSink(async (payload, signature) => {
      events.push(verifyStripeSignature(Buffer.from(payload), signature, sandbox.webhookSecret));
    });
  });
  afterEach(async () => {
    await sandbox.close();
    await sandbox.whenDelivered();
    await t.destroy();
  });

  const types = () => events.map((e) => e.type);
  const start = (
    methodType: 'card' | 'paypal' | 'klarna' = 'card',
    key: string = crypto.randomUUID(),
  ) =>
    sandbox.createPayment(
      {
        amountOre: 5000,
        currency: 'sek',
        methodType,
        description: 'Gift',
        metadata: { purpose: 'donation' },
      },
      { idempotencyKey: key },
    );

  it('creates payment intents like Stripe, once per idempotency key', async () => {
    const first = await start('card', 'key-1');
    const again = await start('card', 'key-1');
    expect(again).toEqual(first);
    expect(first).toMatchObject({
      id: expect.stringMatching(/^pi_sbx_[0-9a-f]{24}$/),
      status: 'pending',
      amountOre: 5000,
      currency: 'sek',
      clientSecret: expect.stringMatching(/^pi_sbx_[0-9a-f]{24}_secret_[0-9a-f]+$/),
      methodType: 'card',
      createdAt: '2026-01-15T10:00:00.000Z',
    });
    expect(await sandbox.intents.get(first.id)).toMatchObject({
      object: 'payment_intent',
      status: 'requires_payment_method',
      amount: 5000,
      client_secret: first.clientSecret,
      payment_method_types: ['card'],
    });
    await sandbox.whenDelivered();
    expect(types()).toEqual(['payment_intent.created']);
    expect(events[0]?.created).toBe(Math.floor(clock.now().getTime() / 1000));
  });

  it('plays out Stripe’s test cards', async () => {
    const outcomes = [];
    for (const number of Object.values(TEST_CARDS)) {
      const intent = await start();
      outcomes.push(
        await sandbox.intents.confirmCardPayment(intent.clientSecret as string, {
          card: card(number),
        }),
      );
    }
    const [success, declined, authentication, insufficient] = outcomes;
    expect(success).toMatchObject({ ok: true, value: { status: 'succeeded' } });
    expect(declined).toMatchObject({
      ok: false,
      error: {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
      },
    });
    expect(authentication).toMatchObject({
      ok: true,
      value: { status: 'requires_action', next_action: { type: 'use_stripe_sdk' } },
    });
    expect(insufficient).toMatchObject({
      ok: false,
      error: { decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
    });
    await sandbox.whenDelivered();
    expect(types().filter((t) => t !== 'payment_intent.created')).toEqual([
      'payment_intent.succeeded',
      'payment_intent.payment_failed',
      'payment_intent.requires_action',
      'payment_intent.payment_failed',
    ]);
  });

  it('gives each declined card number a stable fingerprint, and cancels a payment', async () => {
    const fingerprints: (string | null)[] = [];
    for (const number of [TEST_CARDS.declined, TEST_CARDS.declined, TEST_CARDS.insufficientFunds]) {
      const intent = await start();
      await sandbox.intents.confirmCardPayment(intent.clientSecret as string, {
        card: card(number),
      });
      fingerprints.push(
        (await sandbox.retrievePayment(intent.id))?.declinedCardFingerprint ?? null,
      );
    }
    const [first, second, other] = fingerprints;
    expect(first).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(second).toBe(first);
    expect(other).not.toBe(first);

    const intent = await start();
    await sandbox.cancelPayment(intent.id);
    expect(await sandbox.retrievePayment(intent.id)).toMatchObject({ status: 'failed' });
    expect(
      await sandbox.intents.confirmCardPayment(intent.clientSecret as string, {
        card: card(TEST_CARDS.success),
      }),
    ).toMatchObject({ ok: false, error: { code: 'payment_intent_unexpected_state' } });
    await sandbox.whenDelivered();
    expect(types()).toContain('payment_intent.canceled');
  });

  it('declines a card that is not a test card, and refuses an invalid or expired one', async () => {
    const intent = await start();
    const secret = intent.clientSecret as string;
    expect(
      await sandbox.intents.confirmCardPayment(secret, { card: card('5555 5555 5555 4444') }),
    ).toMatchObject({
      ok: false,
      error: { code: 'card_declined', decline_code: 'test_mode_live_card' },
    });
    expect(
      await sandbox.intents.confirmCardPayment(secret, { card: card('4242 4242 4242 4241') }),
    ).toMatchObject({
      ok: false,
      error: { message: 'Your card number is invalid.' },
    });
    expect(
      await sandbox.intents.confirmCardPayment(secret, {
        card: card(TEST_CARDS.success, '12 / 25'),
      }),
    ).toMatchObject({
      ok: false,
      error: { message: "Your card's expiration year is in the past." },
    });
    // A failed payment can be tried again with another card, as with Stripe.
    expect(
      await sandbox.intents.confirmCardPayment(secret, { card: card(TEST_CARDS.success) }),
    ).toMatchObject({
      ok: true,
      value: { status: 'succeeded' },
    });
    expect(
      await sandbox.intents.confirmCardPayment(secret, { card: card(TEST_CARDS.success) }),
    ).toMatchObject({
      ok: false,
      error: { code: 'payment_intent_unexpected_state' },
    });
  });

  it('answers the 3D Secure dialog: approve succeeds, fail declines with Stripe’s message', async () => {
    const approved = await start();
    await sandbox.intents.confirmCardPayment(approved.clientSecret as string, {
      card: card(TEST_CARDS.authentication),
    });
    expect(await sandbox.intents.authenticate(approved.clientSecret as string, true)).toMatchObject(
      {
        ok: true,
        value: { status: 'succeeded' },
      },
    );
    const failed = await start();
    await sandbox.intents.confirmCardPayment(failed.clientSecret as string, {
      card: card(TEST_CARDS.authentication),
    });
    expect(await sandbox.intents.authenticate(failed.clientSecret as string, false)).toMatchObject({
      ok: false,
      error: {
        code: 'payment_intent_authentication_failure',
        message: SANDBOX_MESSAGES.authenticationFailed,
      },
    });
    expect(await sandbox.intents.authenticate(failed.clientSecret as string, true)).toMatchObject({
      ok: false,
      error: { code: 'payment_intent_unexpected_state' },
    });
  });

  it('shows the browser a payment without its metadata, and only to the holder of its secret', async () => {
    const intent = await start();
    const seen = await sandbox.intents.retrieveForClient(intent.clientSecret as string);
    expect(seen).toMatchObject({ id: intent.id, status: 'requires_payment_method', amount: 5000 });
    expect(seen).not.toHaveProperty('metadata');
    expect(await sandbox.intents.retrieveForClient(`${intent.id}_secret_wrong`)).toBeNull();
  });

  it('sends PayPal and Klarna payments through a stand-in page and back to the return URL', async () => {
    const returnUrl = 'http://127.0.0.1:3000/?keep=1#donate';
    const paypal = await start('paypal');
    const secret = paypal.clientSecret as string;
    expect(await sandbox.redirects.startRedirect(secret, 'klarna', returnUrl, {})).toMatchObject({
      ok: false,
    });
    const started = await sandbox.redirects.startRedirect(secret, 'paypal', returnUrl, {});
    expect(started).toEqual({
      ok: true,
      value: { url: `/sandbox/paypal?payment_intent_client_secret=${secret}` },
    });
    expect(await sandbox.redirects.pendingRedirect(secret, 'paypal')).toMatchObject({
      status: 'requires_action',
    });
    expect(await sandbox.redirects.completeRedirect(secret, 'processing')).toBeNull();
    const back = new URL((await sandbox.redirects.completeRedirect(secret, 'approve')) as string);
    expect(back.origin + back.pathname + back.hash).toBe('http://127.0.0.1:3000/#donate');
    expect(Object.fromEntries(back.searchParams)).toEqual({
      keep: '1',
      payment_intent: paypal.id,
      payment_intent_client_secret: secret,
      redirect_status: 'succeeded',
    });
    expect((await sandbox.intents.get(paypal.id))?.status).toBe('succeeded');
    expect(await sandbox.redirects.pendingRedirect(secret, 'paypal')).toBeNull();

    const failed = await start('paypal');
    await sandbox.redirects.startRedirect(failed.clientSecret as string, 'paypal', returnUrl, {});
    await sandbox.redirects.completeRedirect(failed.clientSecret as string, 'fail');
    expect(await sandbox.intents.get(failed.id)).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: { message: SANDBOX_MESSAGES.redirectDeclined },
    });
  });

  it('needs an e-mail and a country for Klarna, and settles a processing Klarna payment later', async () => {
    const klarna = await start('klarna');
    const secret = klarna.clientSecret as string;
    const returnUrl = 'http://127.0.0.1:3000/#donate';
    expect(
      await sandbox.redirects.startRedirect(secret, 'klarna', returnUrl, {
        email: 'a@example.org',
      }),
    ).toMatchObject({
      ok: false,
      error: { code: 'parameter_missing', message: SANDBOX_MESSAGES.klarnaBilling },
    });
    await sandbox.redirects.startRedirect(secret, 'klarna', returnUrl, {
      email: 'a@example.org',
      address: { country: 'SE' },
    });
    const back = new URL(
      (await sandbox.redirects.completeRedirect(secret, 'processing')) as string,
    );
    expect(back.searchParams.get('redirect_status')).toBe('processing');
    expect((await sandbox.intents.get(klarna.id))?.status).toBe('processing');
    await new Promise((resolve) => setTimeout(resolve, 50));
    await sandbox.whenDelivered();
    expect((await sandbox.intents.get(klarna.id))?.status).toBe('succeeded');
    expect(types()).toContain('payment_intent.processing');
    expect(types().at(-1)).toBe('payment_intent.succeeded');
  });

  it('bills a monthly subscription at once, and renews it with the saved card', async () => {
    const method = await sandbox.intents.createPaymentMethod(card(TEST_CARDS.authentication), {
      name: 'Anna',
    });
    if (!method.ok) throw new Error('card refused');
    const created = await sandbox.createMonthlySubscription(
      {
        amountOre: 10_000,
        currency: 'sek',
        interval: 'month',
        paymentMethodId: method.value.id,
        customer: { name: 'Anna', email: 'anna@example.org' },
        productName: 'Monthly gift',
        metadata: { purpose: 'donation' },
      },
      { idempotencyKey: 'sub-1' },
    );
    expect(created).toMatchObject({
      subscription: { status: 'incomplete' },
      invoiceId: expect.stringMatching(/^in_sbx_/),
      payment: { status: 'actionRequired', metadata: {} },
    });
    await sandbox.intents.authenticate(created.payment?.clientSecret as string, true);
    // Renewals are charged off-session: this card needs no authentication then.
    const renewal = await sandbox.subscriptions.renewSubscription(created.subscription.id);
    expect(renewal.status).toBe('succeeded');
    await sandbox.whenDelivered();
    expect(types().filter((t) => !t.startsWith('payment_intent.'))).toEqual([
      'customer.subscription.created',
      'invoice.paid',
      'customer.subscription.updated',
      // A new period, as Stripe says at each renewal.
      'customer.subscription.updated',
      'invoice.paid',
    ]);
    const paid = events.filter((e) => e.type === 'invoice.paid').map((e) => e.data.object);
    expect(paid[1]).toMatchObject({
      id: renewal.invoiceId,
      amount_paid: 10_000,
      customer_email: 'anna@example.org',
      parent: {
        subscription_details: {
          subscription: created.subscription.id,
          metadata: { purpose: 'donation' },
        },
      },
    });
    await sandbox.cancelSubscription(created.subscription.id);
    await expect(sandbox.subscriptions.renewSubscription(created.subscription.id)).rejects.toThrow(
      /No active subscription/,
    );
  });

  it('holds events until a sink is set, and delivers them in order', async () => {
    sandbox.setEventSink(undefined);
    await start();
    await start();
    expect(events).toEqual([]);
    sandbox.setEventSink(async (payload, signature) => {
      events.push(verifyStripeSignature(Buffer.from(payload), signature, sandbox.webhookSecret));
    });
    await sandbox.whenDelivered();
    expect(types()).toEqual(['payment_intent.created', 'payment_intent.created']);
  });

  it('tells the site its events in the site’s terms, and only those the site acts on', async () => {
    const received: ReturnType<SandboxPayments['verifyWebhook']>[] = [];
    sandbox.setEventSink(async (payload, signature) => {
      received.push(sandbox.verifyWebhook(Buffer.from(payload), signature));
    });
    const payment = await start();
    await sandbox.intents.confirmCardPayment(payment.clientSecret as string, {
      card: card(TEST_CARDS.success),
    });
    await sandbox.whenDelivered();
    expect(received).toMatchObject([
      { providerType: 'payment_intent.created', event: null, understood: true },
      {
        providerType: 'payment_intent.succeeded',
        event: {
          type: 'payment',
          at: '2026-01-15T10:00:00.000Z',
          payment: { id: payment.id, status: 'succeeded', amountOre: 5000 },
        },
      },
    ]);
  });
});
