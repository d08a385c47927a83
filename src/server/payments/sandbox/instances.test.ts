import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SANDBOX_API } from '#shared/payments/sandbox-api.ts';
import { TEST_CARDS } from '#shared/payments/sandbox-cards.ts';
import { solvedChallenge } from '../../testing/challenge.ts';
import { sandboxOf } from '../../testing/payments.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDialects } from '../../testing/test-db.ts';
import type { CreatePaymentParams } from '../port.ts';

/** Two instances behind a load balancer, on one database: the sandbox's payments are shared. */
describe.each(testDialects)('the sandbox on two instances on %s', (dialect) => {
  let a: TestApp;
  let b: TestApp;

  beforeEach(async () => {
    a = await createTestApp({ dialect });
    b = await createTestApp({ db: a.connect() });
  });
  afterEach(async () => {
    await b.close();
    await a.close();
  });

  const settle = async () => {
    await sandboxOf(a).whenDelivered();
    await sandboxOf(b).whenDelivered();
  };

  it('confirms on one instance a payment started on the other, and records the gift', async () => {
    const started = await a.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      payload: {
        amount: 50,
        currency: 'sek',
        paymentMethodType: 'card',
        donorName: 'Anna Svensson',
        donorEmail: 'anna@example.org',
        altcha: await solvedChallenge(a.app),
      },
    });
    expect(started.statusCode).toBe(200);
    const { clientSecret } = started.json<{ clientSecret: string }>();

    const confirmed = await b.app.inject({
      method: 'POST',
      url: `${SANDBOX_API}/confirm-card`,
      payload: {
        clientSecret,
        card: { number: TEST_CARDS.success, expiry: '12 / 34', cvc: '123' },
      },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ paymentIntent: { status: 'succeeded' } });
    await settle();

    const id = clientSecret.split('_secret_')[0];
    expect(await a.db.selectFrom('donations').selectAll().execute()).toMatchObject([
      { payment_intent_id: id, amount_ore: 5000, status: 'succeeded', paid_at: expect.any(String) },
    ]);
  });

  it('answers a repeated idempotency key with the first payment, whichever instance it reaches', async () => {
    const params: CreatePaymentParams = {
      amountOre: 5000,
      currency: 'sek',
      methodType: 'card',
      description: 'Gift',
      metadata: { purpose: 'donation' },
    };
    const [first, second] = await Promise.all([
      sandboxOf(a).createPayment(params, { idempotencyKey: 'key-1' }),
      sandboxOf(b).createPayment(params, { idempotencyKey: 'key-1' }),
    ]);
    expect(second).toEqual(first);
    expect(await sandboxOf(b).retrievePayment(first.id)).toMatchObject({ id: first.id });
  });
});
