import { createHmac } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatSek } from '#shared/donations.ts';
import { TEST_CARDS } from '#shared/payments/sandbox-cards.ts';
import { inEnglish } from '../../lib/http-error.ts';
import { PaymentProviderError } from '../../payments/port.ts';
import type { SandboxPayments } from '../../payments/sandbox/provider.ts';
import { solvedChallenge } from '../../testing/challenge.ts';
import { postStripeEvent, sandboxOf, startMonthlyGift } from '../../testing/payments.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDialects } from '../../testing/test-db.ts';
import { CHALLENGE_FAILED_MESSAGE } from '../challenge/index.ts';
import { createPersonalDataService } from '../personal-data/index.ts';
import { donationsData } from './personal-data.ts';
import { DONATION_LIMITS } from './routes.ts';
import { DECLINE_LIMIT, MESSAGES } from './service.ts';

const card = (number: string) => ({ number, expiry: '12 / 34', cvc: '123' });
const donor = { donorName: 'Anna Svensson', donorEmail: 'anna@example.org' };
const oneTime = { amount: 50, currency: 'sek', paymentMethodType: 'card', ...donor };

describe.each(testDialects)('donations on %s', (dialect) => {
  let t: TestApp;
  let sandbox: SandboxPayments;

  const post = async (
    url: string,
    body: Record<string, unknown>,
    options: { ip?: string; altcha?: boolean; language?: string } = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: options.altcha === false ? body : { ...body, altcha: await solvedChallenge(t.app) },
      remoteAddress: options.ip ?? '203.0.113.7',
      ...(options.language ? { headers: { 'accept-language': options.language } } : {}),
    });
  const startOneTime = (body: Record<string, unknown> = {}, ip?: string) =>
    post('/api/create-payment-intent', { ...oneTime, ...body }, { ip });
  const donations = () => t.db.selectFrom('donations').selectAll().orderBy('id').execute();
  const outbox = () => t.db.selectFrom('outbox').selectAll().orderBy('id').execute();
  const settle = () => sandbox.whenDelivered();

  /** A one-time card gift through the sandbox, as the browser makes it. */
  async function giveOnce(number: string, body: Record<string, unknown> = {}, ip?: string) {
    const response = await startOneTime(body, ip);
    expect(response.statusCode).toBe(200);
    const { clientSecret } = response.json<{ clientSecret: string }>();
    const result = await sandbox.intents.confirmCardPayment(clientSecret, { card: card(number) });
    await settle();
    return { clientSecret, result, id: clientSecret.split('_secret_')[0] as string };
  }

  beforeEach(async () => {
    t = await createTestApp({ dialect, env: { NOTIFY_EMAIL: 'office@example.org' } });
    sandbox = sandboxOf(t);
  });
  afterEach(() => t.close());

  describe('POST /api/create-payment-intent', () => {
    it('creates a payment in öre with the donor in its metadata and records it as pending', async () => {
      const response = await startOneTime({ amount: 123.45, donorName: '  Anna Svensson ' });
      expect(response.statusCode).toBe(200);
      const { clientSecret } = response.json<{ clientSecret: string }>();
      const id = clientSecret.split('_secret_')[0] as string;
      expect(await sandbox.intents.get(id)).toMatchObject({
        amount: 12345,
        currency: 'sek',
        payment_method_types: ['card'],
        metadata: {
          purpose: 'donation',
          donor_name: 'Anna Svensson',
          donor_email: 'anna@example.org',
        },
      });
      expect(await donations()).toEqual([
        expect.objectContaining({
          provider: 'sandbox',
          provider_ref: id,
          payment_intent_id: id,
          kind: 'one_time',
          method: 'card',
          amount_ore: 12345,
          currency: 'sek',
          donor_name: 'Anna Svensson',
          donor_email: 'anna@example.org',
          status: 'pending',
          paid_at: null,
        }),
      ]);
      expect(await outbox()).toEqual([]);
    });

    it('takes PayPal and Klarna, and leaves name and e-mail optional', async () => {
      for (const method of ['paypal', 'klarna']) {
        const response = await startOneTime({
          paymentMethodType: method,
          donorName: '',
          donorEmail: undefined,
        });
        expect(response.statusCode).toBe(200);
      }
      expect(await donations()).toMatchObject([
        { method: 'paypal', donor_name: null, donor_email: null },
        { method: 'klarna', donor_name: null, donor_email: null },
      ]);
    });

    it.each([
      [4.99, 'Please choose a donation amount of at least 5 SEK.'],
      [0, 'Please choose a donation amount of at least 5 SEK.'],
      [-50, 'Please choose a donation amount of at least 5 SEK.'],
      [100_000.01, 'Please choose a donation amount of at most 100 000 SEK.'],
      [10.555, 'Please give the amount in kronor with at most two decimals.'],
      ['50', 'Please enter the amount as a number.'],
      [null, 'Please enter the amount as a number.'],
    ])('refuses the amount %s and creates nothing at the provider', async (amount, message) => {
      const created: unknown[] = [];
      const create = sandbox.createPayment.bind(sandbox);
      sandbox.createPayment = async (...args) => {
        created.push(args);
        return create(...args);
      };
      const response = await startOneTime({ amount });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: `amount: ${message}` });
      expect(created).toEqual([]);
      expect(await donations()).toEqual([]);
    });

    it('takes exactly 5 and exactly 100 000 SEK', async () => {
      expect((await startOneTime({ amount: 5 })).statusCode).toBe(200);
      expect((await startOneTime({ amount: 100_000 })).statusCode).toBe(200);
      expect((await donations()).map((d) => d.amount_ore)).toEqual([500, 10_000_000]);
    });

    it('refuses other currencies, unknown methods and bad e-mail addresses', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ currency: 'eur' }, 'currency: Donations are taken in SEK only.'],
        [
          { paymentMethodType: 'swish' },
          'paymentMethodType: Please choose card, PayPal or Klarna.',
        ],
        [
          { donorEmail: 'not-an-address' },
          'donorEmail: Please enter a valid e-mail address, or leave it empty.',
        ],
      ];
      for (const [body, error] of cases) {
        const response = await startOneTime(body);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ error });
      }
      expect(await donations()).toEqual([]);
    });

    it('needs a solved proof-of-work challenge, used once', async () => {
      const missing = await post('/api/create-payment-intent', oneTime, { altcha: false });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual({ error: inEnglish(CHALLENGE_FAILED_MESSAGE) });
      const altcha = await solvedChallenge(t.app);
      const first = await post(
        '/api/create-payment-intent',
        { ...oneTime, altcha },
        { altcha: false },
      );
      const replay = await post(
        '/api/create-payment-intent',
        { ...oneTime, altcha },
        { altcha: false },
      );
      expect([first.statusCode, replay.statusCode]).toEqual([200, 400]);
      expect(await donations()).toHaveLength(1);
    });

    it(`allows ${DONATION_LIMITS.attempts} attempts per client in 15 minutes`, async () => {
      for (let i = 0; i < DONATION_LIMITS.attempts; i += 1) {
        expect((await startOneTime()).statusCode).toBe(200);
      }
      const refused = await startOneTime();
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        error: 'Too many payment attempts. Please wait 15 minutes and try again.',
      });
      expect((await startOneTime({}, '198.51.100.1')).statusCode).toBe(200);
      t.clock.advance(DONATION_LIMITS.windowMs);
      expect((await startOneTime()).statusCode).toBe(200);
    });

    it(`stops a client after ${DECLINE_LIMIT.failures} declines in an hour (card testing)`, async () => {
      for (let i = 0; i < DECLINE_LIMIT.failures; i += 1) {
        const { result } = await giveOnce(
          i % 2 ? TEST_CARDS.declined : TEST_CARDS.insufficientFunds,
        );
        expect(result.ok).toBe(false);
      }
      const refused = await startOneTime();
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ error: inEnglish(MESSAGES.declineLimit) });
      // Others are not affected, and the client may try again after the hour.
      expect(
        (await startOneTime({ donorEmail: 'bo@example.org' }, '198.51.100.1')).statusCode,
      ).toBe(200);
      t.clock.advance(60 * 60_000 + 1);
      expect((await startOneTime()).statusCode).toBe(200);
    });

    it('cancels a payment at the provider after its second decline', async () => {
      const { clientSecret, id } = await giveOnce(TEST_CARDS.declined);
      const again = await sandbox.intents.confirmCardPayment(clientSecret, {
        card: card(TEST_CARDS.insufficientFunds),
      });
      expect(again.ok).toBe(false);
      await settle();
      expect((await sandbox.intents.get(id))?.status).toBe('canceled');
      const third = await sandbox.intents.confirmCardPayment(clientSecret, {
        card: card(TEST_CARDS.success),
      });
      expect(third.ok).toBe(false);
      await settle();
      expect(await donations()).toMatchObject([{ payment_intent_id: id, status: 'failed' }]);
    });

    it(`stops an e-mail address after ${DECLINE_LIMIT.failures} declines in an hour, from any client`, async () => {
      for (let i = 0; i < DECLINE_LIMIT.failures; i += 1) {
        const number = i % 2 ? TEST_CARDS.declined : TEST_CARDS.insufficientFunds;
        const { result } = await giveOnce(
          number,
          { donorEmail: 'Tester@Example.org' },
          `192.0.2.${i}`,
        );
        expect(result.ok).toBe(false);
      }
      const refused = await startOneTime({ donorEmail: 'tester@example.org' }, '192.0.2.99');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ error: inEnglish(MESSAGES.declineLimit) });
      expect((await startOneTime({}, '192.0.2.99')).statusCode).toBe(200);
    });

    it(`cancels at its first decline a payment by a card declined ${DECLINE_LIMIT.failures} times in an hour`, async () => {
      for (let i = 0; i < DECLINE_LIMIT.failures; i += 1) {
        const body = { donorEmail: `tester${i}@example.org` };
        const { result } = await giveOnce(TEST_CARDS.declined, body, `192.0.2.${i}`);
        expect(result.ok).toBe(false);
      }
      const { id } = await giveOnce(
        TEST_CARDS.declined,
        { donorEmail: 'new@example.org' },
        '192.0.2.50',
      );
      expect((await sandbox.intents.get(id))?.status).toBe('canceled');
      // Another card's first decline leaves its payment open for a second try.
      const other = await giveOnce(
        TEST_CARDS.insufficientFunds,
        { donorEmail: 'x@example.org' },
        '192.0.2.51',
      );
      expect((await sandbox.intents.get(other.id))?.status).toBe('requires_payment_method');
    });

    it('keeps the client reference as a keyed hash, and clears it once its hour has passed', async () => {
      await t.close();
      const key = 'k'.repeat(40);
      t = await createTestApp({ dialect, env: { CLIENT_REF_KEY: key } });
      sandbox = sandboxOf(t);
      await giveOnce(TEST_CARDS.declined, {}, '203.0.113.7');
      const expected = createHmac('sha256', key).update('203.0.113.7').digest('base64url');
      expect((await donations())[0]?.client_ref).toBe(expected.slice(0, 22));
      t.clock.advance(60 * 60_000 + 1);
      await giveOnce(TEST_CARDS.success, {}, '203.0.113.8');
      expect((await donations()).map((d) => d.client_ref === null)).toEqual([true, false]);
    });

    it('answers in Swedish to a Swedish page', async () => {
      const response = await post(
        '/api/create-payment-intent',
        { ...oneTime, amount: 2 },
        {
          language: 'sv',
        },
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'amount: Välj ett belopp på minst 5 kr.' });
    });

    it('refuses a method switched off in PAYMENT_METHODS', async () => {
      await t.close();
      t = await createTestApp({ dialect, env: { PAYMENT_METHODS: 'card,paypal' } });
      sandbox = sandboxOf(t);
      const response = await startOneTime({ paymentMethodType: 'klarna' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'This payment method is not available.' });
      expect(await donations()).toEqual([]);
    });
  });

  describe('one-time card payments recorded from the provider', () => {
    it('writes the receipt in the language of the page the gift was given from', async () => {
      const response = await post('/api/create-payment-intent', oneTime, { language: 'sv' });
      const { clientSecret } = response.json<{ clientSecret: string }>();
      await sandbox.intents.confirmCardPayment(clientSecret, { card: card(TEST_CARDS.success) });
      await settle();
      expect(await donations()).toMatchObject([{ status: 'succeeded', locale: 'sv' }]);
      const [receipt, notice] = await outbox();
      expect(receipt?.subject).toBe('Tack för din gåva till Hope Bridge');
      expect(receipt?.text_body).toContain('Hej Anna Svensson!');
      expect(receipt?.text_body).toContain(`Belopp: ${formatSek(5000)}`);
      expect(receipt?.text_body).toContain('Betalt med: Kort');
      expect(receipt?.text_body).toContain('inga pengar har dragits');
      // The organisation reads its notice in English.
      expect(notice?.text_body).toContain('Paid with: Card');
      expect(notice?.text_body).toContain('This was a test payment in the sandbox');
    });

    it('greets a giver who gave no name as "Supporter", in their language', async () => {
      const nameless = { ...oneTime, donorName: '' };
      for (const language of ['sv', 'en']) {
        const response = await post('/api/create-payment-intent', nameless, { language });
        const { clientSecret } = response.json<{ clientSecret: string }>();
        await sandbox.intents.confirmCardPayment(clientSecret, { card: card(TEST_CARDS.success) });
      }
      await settle();
      const bodies = (await outbox()).map((email) => email.text_body);
      expect(bodies.some((body) => body.includes('Hej givare!'))).toBe(true);
      expect(bodies.some((body) => body.includes('Dear Supporter,'))).toBe(true);
    });

    it('records a success and queues one receipt and one notice', async () => {
      const { result, id } = await giveOnce(TEST_CARDS.success);
      expect(result).toMatchObject({ ok: true, value: { status: 'succeeded' } });
      expect(await donations()).toMatchObject([
        { provider_ref: id, status: 'succeeded', paid_at: expect.any(String) },
      ]);
      const [receipt, notice] = await outbox();
      expect(receipt).toMatchObject({
        to_address: 'anna@example.org',
        subject: 'Thank you for your gift to Hope Bridge',
        dedupe_key: `donation-receipt:${id}`,
      });
      expect(receipt?.text_body).toContain('Dear Anna Svensson,');
      expect(receipt?.text_body).toContain(`Amount: ${formatSek(5000)}`);
      expect(receipt?.text_body).toContain(`Reference: ${id}`);
      expect(receipt?.text_body).toContain('test payment');
      expect(notice).toMatchObject({
        to_address: 'office@example.org',
        reply_to: 'anna@example.org',
        subject: `New one-time donation: ${formatSek(5000)} (test)`,
        dedupe_key: `donation-notice:${id}`,
      });
      expect(await outbox()).toHaveLength(2);
    });

    it('sends only the notice when no e-mail was given', async () => {
      await giveOnce(TEST_CARDS.success, { donorEmail: '', donorName: '' });
      expect((await outbox()).map((m) => m.to_address)).toEqual(['office@example.org']);
      expect((await outbox())[0]?.text_body).toContain('From: (no name given)');
    });

    it.each([
      [TEST_CARDS.declined, 'Your card was declined.'],
      [TEST_CARDS.insufficientFunds, 'Your card has insufficient funds.'],
    ])('records the decline of %s and sends nothing', async (number, message) => {
      const { result } = await giveOnce(number);
      expect(result).toMatchObject({ ok: false, error: { message } });
      expect(await donations()).toMatchObject([{ status: 'failed', failure_message: message }]);
      expect(await outbox()).toEqual([]);
    });

    it('waits for authentication, then records its answer', async () => {
      const approved = await giveOnce(TEST_CARDS.authentication);
      expect(approved.result).toMatchObject({ ok: true, value: { status: 'requires_action' } });
      expect(await donations()).toMatchObject([{ status: 'pending' }]);
      await sandbox.intents.authenticate(approved.clientSecret, true);
      await settle();
      expect(await donations()).toMatchObject([{ status: 'succeeded' }]);

      const failed = await giveOnce(TEST_CARDS.authentication);
      expect(await sandbox.intents.authenticate(failed.clientSecret, false)).toMatchObject({
        ok: false,
        error: { code: 'payment_intent_authentication_failure' },
      });
      await settle();
      expect((await donations())[1]).toMatchObject({ status: 'failed' });
      expect(await outbox()).toHaveLength(2);
    });
  });

  describe('POST /api/send-donation-emails', () => {
    const sendEmails = (transactionId: string, body: Record<string, unknown> = {}) =>
      post(
        '/api/send-donation-emails',
        {
          donorEmail: 'anna@example.org',
          amount: '50 kr',
          paymentMethod: 'Stripe',
          transactionId,
          ...body,
        },
        { altcha: false },
      );

    it('sends nothing for a payment the provider does not confirm as paid', async () => {
      const { clientSecret } = (await startOneTime()).json<{ clientSecret: string }>();
      const id = clientSecret.split('_secret_')[0] as string;
      const response = await sendEmails(id);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ error: inEnglish(MESSAGES.notPaid) });

      const declined = await giveOnce(TEST_CARDS.declined);
      expect((await sendEmails(declined.id)).statusCode).toBe(409);
      expect((await sendEmails('pi_sbx_unknown')).statusCode).toBe(404);
      expect(await outbox()).toEqual([]);
    });

    it('verifies a paid payment with the provider, once, even before its webhook arrives', async () => {
      const { clientSecret } = (await startOneTime()).json<{ clientSecret: string }>();
      const id = clientSecret.split('_secret_')[0] as string;
      // The payment succeeds at the provider, but its events are held back.
      sandbox.setEventSink(undefined);
      await sandbox.intents.confirmCardPayment(clientSecret, { card: card(TEST_CARDS.success) });

      const response = await sendEmails(id, { donorEmail: 'someone-else@example.org' });
      expect(response.statusCode).toBe(200);
      expect(await donations()).toMatchObject([{ status: 'succeeded' }]);
      // The receipt goes to the address recorded with the payment, not to one the call names.
      expect((await outbox()).map((m) => m.to_address)).toEqual([
        'anna@example.org',
        'office@example.org',
      ]);
      expect((await sendEmails(id)).statusCode).toBe(200);
      expect(await outbox()).toHaveLength(2);
    });

    it('validates its payload', async () => {
      const response = await sendEmails('ch_123');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'transactionId: The transaction id is not a payment.',
      });
    });

    it(`allows ${DONATION_LIMITS.receiptRequests} requests per client in 15 minutes`, async () => {
      for (let i = 0; i < DONATION_LIMITS.receiptRequests; i += 1) {
        expect((await sendEmails('pi_sbx_unknown')).statusCode).toBe(404);
      }
      expect((await sendEmails('pi_sbx_unknown')).statusCode).toBe(429);
    });
  });

  describe('POST /api/create-recurring-donation', () => {
    const monthly = (number: string, body: Record<string, unknown> = {}, language?: string) =>
      startMonthlyGift(t, body, { card: number, language });
    const subscriptions = () => t.db.selectFrom('donation_subscriptions').selectAll().execute();

    it('starts an active subscription, records the first month and queues its receipt', async () => {
      const response = await monthly(TEST_CARDS.success);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toEqual({
        subscriptionId: expect.stringMatching(/^sub_/),
        status: 'active',
        requiresAction: false,
        clientSecret: null,
        paymentIntentId: expect.stringMatching(/^pi_/),
      });
      expect(await subscriptions()).toMatchObject([
        {
          provider_ref: body.subscriptionId,
          amount_ore: 10_000,
          status: 'active',
          donor_email: 'anna@example.org',
        },
      ]);
      expect(await donations()).toMatchObject([
        {
          kind: 'monthly',
          method: 'card',
          amount_ore: 10_000,
          status: 'succeeded',
          subscription_id: body.subscriptionId,
          payment_intent_id: body.paymentIntentId,
          provider_ref: expect.stringMatching(/^in_/),
        },
      ]);
      const [receipt] = await outbox();
      expect(receipt?.subject).toBe('Thank you for your monthly gift to Hope Bridge');
      expect(receipt?.text_body).toContain('To change or stop your monthly gift');
      expect(await outbox()).toHaveLength(2);

      // The browser then asks for the receipt: it is not sent again.
      await post(
        '/api/send-donation-emails',
        { transactionId: body.paymentIntentId, paymentMethod: 'Stripe Monthly' },
        { altcha: false },
      );
      expect(await outbox()).toHaveLength(2);
    });

    it('cancels a running monthly gift at the provider before erasing its giver, and says so', async () => {
      const { subscriptionId } = (await monthly(TEST_CARDS.success)).json();
      const before = (await outbox()).length;
      const erase = await t.app.inject({
        method: 'POST',
        url: '/api/admin/personal-data/erase',
        headers: { cookie: await t.login() },
        payload: { email: 'Anna@example.org' },
      });
      expect(erase.statusCode).toBe(200);
      expect(erase.json()).toMatchObject({ cancelledMonthlyGifts: 1 });
      await settle();
      // No next month brings the name and address back: there is none.
      await expect(sandbox.subscriptions.renewSubscription(subscriptionId)).rejects.toThrow(
        /No active subscription/,
      );
      expect(await subscriptions()).toMatchObject([
        { status: 'canceled', donor_name: null, donor_email: null },
      ]);
      // Nor does the cancellation's e-mail: the site no longer holds the address.
      expect((await outbox()).slice(before)).toEqual([]);
      expect(JSON.stringify(await donations())).not.toContain('anna@example.org');
    });

    it('erases nothing when the provider cannot cancel the monthly gift', async () => {
      await monthly(TEST_CARDS.success);
      const unreachable = {
        cancelSubscription: async () => {
          throw new PaymentProviderError('the provider is down', { unavailable: true });
        },
      };
      const personalData = createPersonalDataService({
        db: t.db,
        clock: t.clock,
        providers: [donationsData],
        payments: unreachable,
      });
      await expect(personalData.eraseFor('anna@example.org')).rejects.toMatchObject({
        statusCode: 502,
      });
      expect(await subscriptions()).toMatchObject([
        { status: 'active', donor_email: 'anna@example.org' },
      ]);
    });

    it('records every paid renewal once, with its own receipt', async () => {
      const { subscriptionId } = (await monthly(TEST_CARDS.success)).json();
      t.clock.advance(31 * 24 * 60 * 60_000);
      const renewal = await sandbox.subscriptions.renewSubscription(subscriptionId);
      await settle();
      expect(renewal.status).toBe('succeeded');
      const rows = await donations();
      expect(rows).toHaveLength(2);
      expect(rows[1]).toMatchObject({
        provider_ref: renewal.invoiceId,
        kind: 'monthly',
        status: 'succeeded',
        subscription_id: subscriptionId,
        amount_ore: 10_000,
        donor_email: 'anna@example.org',
      });
      expect((await outbox()).map((m) => m.dedupe_key)).toContain(
        `donation-receipt:${renewal.invoiceId}`,
      );
      expect(await outbox()).toHaveLength(4);
    });

    it('writes the receipt of every month in the language the gift was started in', async () => {
      const { subscriptionId } = (await monthly(TEST_CARDS.success, {}, 'sv')).json();
      t.clock.advance(31 * 24 * 60 * 60_000);
      await sandbox.subscriptions.renewSubscription(subscriptionId);
      await settle();
      expect((await donations()).map((row) => row.locale)).toEqual(['sv', 'sv']);
      const receipts = (await outbox()).filter((m) => m.to_address === 'anna@example.org');
      expect(receipts.map((m) => m.subject)).toEqual([
        'Tack för din månadsgåva till Hope Bridge',
        'Tack för din månadsgåva till Hope Bridge',
      ]);
      expect(receipts[1]?.text_body).toContain('Vi har tagit emot månadens betalning.');
    });

    it('asks for authentication when the card needs it', async () => {
      const body = (await monthly(TEST_CARDS.authentication)).json();
      expect(body).toMatchObject({
        status: 'incomplete',
        requiresAction: true,
        clientSecret: expect.stringContaining('_secret_'),
      });
      expect(await donations()).toMatchObject([{ status: 'pending' }]);
      await sandbox.intents.authenticate(body.clientSecret, true);
      await settle();
      expect(await donations()).toMatchObject([{ status: 'succeeded' }]);
      expect(await subscriptions()).toMatchObject([{ status: 'active' }]);
      expect(await outbox()).toHaveLength(2);
    });

    it('cancels the subscription and answers with the decline when the first month is declined', async () => {
      const response = await monthly(TEST_CARDS.insufficientFunds);
      expect(response.statusCode).toBe(402);
      expect(response.json()).toEqual({ error: 'Your card has insufficient funds.' });
      expect(await donations()).toMatchObject([{ status: 'failed' }]);
      expect(await subscriptions()).toMatchObject([{ status: 'canceled' }]);
      expect(await outbox()).toEqual([]);
    });

    it('words the first month’s decline in the page’s language', async () => {
      const swedish = await monthly(TEST_CARDS.insufficientFunds, {}, 'sv');
      expect(swedish.statusCode).toBe(402);
      expect(swedish.json()).toEqual({
        error: 'Det finns inte tillräckligt med pengar på ditt kort.',
      });
      const declined = await monthly(TEST_CARDS.declined, {}, 'sv');
      expect(declined.json()).toEqual({ error: 'Ditt kort nekades.' });
    });

    it('refuses a bad amount, interval or payment method and creates nothing', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ amount: 2 }, 'amount: Please choose a donation amount of at least 5 SEK.'],
        [{ interval: 'year' }, 'interval: Monthly donations are billed every month.'],
        [
          { paymentMethodId: 'tok_visa' },
          'paymentMethodId: A saved card is needed for a monthly donation.',
        ],
      ];
      for (const [body, error] of cases) {
        const response = await monthly(TEST_CARDS.success, body);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ error });
      }
      expect(await subscriptions()).toEqual([]);
      expect(await donations()).toEqual([]);
    });

    it('answers an unknown payment method with the spec message', async () => {
      const response = await post('/api/create-recurring-donation', {
        amount: 100,
        currency: 'sek',
        interval: 'month',
        paymentMethodId: 'pm_sbx_unknown',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'Unable to set up a monthly donation.' });
    });
  });

  describe('POST /api/stripe/webhook', () => {
    /** Posts an event signed with the sandbox's webhook secret, as Stripe would. */
    const deliver = (event: Record<string, unknown>, secret = sandbox.webhookSecret) =>
      postStripeEvent(t.app, { object: 'event', livemode: false, ...event }, secret, {
        origin: 'https://attacker.example',
      });
    const intentEvent = (
      id: string,
      type: string,
      status: string,
      created: number,
      extra: Record<string, unknown> = {},
    ) => ({
      id: `evt_${type}_${created}`,
      type,
      created,
      data: {
        object: {
          id,
          object: 'payment_intent',
          status,
          amount: 5000,
          amount_received: status === 'succeeded' ? 5000 : 0,
          currency: 'sek',
          client_secret: `${id}_secret_abc`,
          created: 1_768_471_200,
          metadata: { purpose: 'donation', donor_name: 'Bo', donor_email: 'bo@example.org' },
          payment_method_types: ['klarna'],
          last_payment_error: null,
          ...extra,
        },
      },
    });

    it('refuses a bad signature with 400 and changes nothing', async () => {
      const response = await deliver(
        intentEvent('pi_x', 'payment_intent.succeeded', 'succeeded', 1_768_471_300),
        'whsec_wrong',
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'Invalid signature.' });
      const unsigned = await t.app.inject({
        method: 'POST',
        url: '/api/stripe/webhook',
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(unsigned.statusCode).toBe(400);
      expect(await donations()).toEqual([]);
    });

    it('records a gift from its event alone, once however often the event comes', async () => {
      const event = intentEvent(
        'pi_from_event',
        'payment_intent.succeeded',
        'succeeded',
        1_768_471_300,
      );
      for (let i = 0; i < 3; i += 1) {
        const response = await deliver(event);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ received: true });
      }
      expect(await donations()).toMatchObject([
        {
          provider_ref: 'pi_from_event',
          method: 'klarna',
          donor_name: 'Bo',
          status: 'succeeded',
          paid_at: '2026-01-15T10:01:40.000Z',
        },
      ]);
      expect(await outbox()).toHaveLength(2);
    });

    it('never moves a success back, whatever order the events come in', async () => {
      await deliver(
        intentEvent('pi_klarna', 'payment_intent.succeeded', 'succeeded', 1_768_471_400),
      );
      await deliver(
        intentEvent('pi_klarna', 'payment_intent.processing', 'processing', 1_768_471_300),
      );
      await deliver(
        intentEvent(
          'pi_klarna',
          'payment_intent.payment_failed',
          'requires_payment_method',
          1_768_471_200,
          {
            last_payment_error: { message: 'Declined' },
          },
        ),
      );
      expect(await donations()).toMatchObject([{ status: 'succeeded', failure_message: null }]);
      expect(await outbox()).toHaveLength(2);
    });

    it('keeps the newest news of a payment that is not paid', async () => {
      const failed = intentEvent(
        'pi_late',
        'payment_intent.payment_failed',
        'requires_payment_method',
        1_768_471_400,
        {
          last_payment_error: { message: 'Declined' },
        },
      );
      await deliver(failed);
      await deliver(
        intentEvent('pi_late', 'payment_intent.processing', 'processing', 1_768_471_300),
      );
      expect(await donations()).toMatchObject([{ status: 'failed', failure_message: 'Declined' }]);
      await deliver(intentEvent('pi_late', 'payment_intent.succeeded', 'succeeded', 1_768_471_500));
      expect(await donations()).toMatchObject([{ status: 'succeeded' }]);
    });

    it('ignores payments that are not donations and event types it does not know', async () => {
      const ticket = intentEvent(
        'pi_ticket',
        'payment_intent.succeeded',
        'succeeded',
        1_768_471_300,
      );
      (ticket.data.object as { metadata: object }).metadata = { purpose: 'tickets' };
      expect((await deliver(ticket)).statusCode).toBe(200);
      const unknown = await deliver({
        id: 'evt_unknown',
        type: 'charge.refunded',
        created: 1,
        data: { object: {} },
      });
      expect(unknown.statusCode).toBe(200);
      expect(await donations()).toEqual([]);
    });

    it('records a renewal from invoice.paid even when it comes before anything else', async () => {
      const invoice = {
        id: 'in_renewal',
        object: 'invoice',
        status: 'paid',
        amount_paid: 25_000,
        amount_due: 25_000,
        currency: 'sek',
        created: 1_768_471_200,
        customer_email: 'cecilia@example.org',
        customer_name: 'Cecilia',
        parent: {
          subscription_details: {
            subscription: 'sub_123',
            metadata: {
              purpose: 'donation',
              donor_name: 'Cecilia',
              donor_email: 'cecilia@example.org',
              amount_ore: '25000',
            },
          },
        },
      };
      const event = {
        id: 'evt_invoice',
        type: 'invoice.paid',
        created: 1_768_471_300,
        data: { object: invoice },
      };
      await deliver(event);
      await deliver(event);
      expect(await donations()).toMatchObject([
        {
          provider_ref: 'in_renewal',
          kind: 'monthly',
          subscription_id: 'sub_123',
          amount_ore: 25_000,
          status: 'succeeded',
        },
      ]);
      expect((await outbox()).map((m) => m.to_address)).toEqual([
        'cecilia@example.org',
        'office@example.org',
      ]);
    });
  });

  describe('personal data', () => {
    it('exports a giver’s gifts, and on erasure keeps paid gifts without their details', async () => {
      await giveOnce(TEST_CARDS.success, { donorEmail: 'Cecilia@Example.org' });
      await giveOnce(TEST_CARDS.declined, { donorEmail: 'cecilia@example.org' });
      await giveOnce(TEST_CARDS.success);
      const cookie = await t.login();
      const request = (action: 'export' | 'erase') =>
        t.app.inject({
          method: 'POST',
          url: `/api/admin/personal-data/${action}`,
          headers: { cookie },
          payload: { email: 'cecilia@example.org' },
        });
      const exported = await request('export');
      expect(exported.json().records.donations).toMatchObject([
        { status: 'succeeded', donorEmail: 'Cecilia@Example.org' },
        { status: 'failed' },
      ]);
      expect((await request('erase')).json().erased.donations).toBe(2);
      expect(await donations()).toMatchObject([
        { status: 'succeeded', donor_name: null, donor_email: null, amount_ore: 5000 },
        { status: 'succeeded', donor_email: 'anna@example.org' },
      ]);
    });
  });

  describe('retention', () => {
    it('purges unpaid gifts after the retention period, and keeps paid ones', async () => {
      await giveOnce(TEST_CARDS.success);
      await giveOnce(TEST_CARDS.declined);
      await startOneTime();
      t.clock.advance(25 * 31 * 24 * 60 * 60_000);
      await giveOnce(TEST_CARDS.declined, {}, '198.51.100.9');
      const purged = await createPersonalDataService({
        db: t.db,
        clock: t.clock,
        providers: [donationsData],
      }).purgeOlderThan(24);
      expect(purged.donations).toBe(2);
      expect((await donations()).map((d) => d.status)).toEqual(['succeeded', 'failed']);
    });
  });

  describe('admin Donations view', () => {
    it('lists every gift of the period with totals, and exports them as CSV', async () => {
      await giveOnce(TEST_CARDS.success, { amount: 100 });
      await giveOnce(TEST_CARDS.declined, { amount: 30, donorName: '=cmd()' });
      t.clock.set(new Date('2026-02-03T09:00:00.000Z'));
      await giveOnce(TEST_CARDS.success, { amount: 250 });
      const cookie = await t.login();

      const january = await t.app.inject({
        method: 'GET',
        url: '/api/admin/donations?from=2026-01-01&to=2026-01-31',
        headers: { cookie },
      });
      expect(january.statusCode).toBe(200);
      expect(january.json()).toMatchObject({
        from: '2026-01-01',
        to: '2026-01-31',
        donations: [
          { amountOre: 3000, status: 'failed', kind: 'one_time', method: 'card', test: true },
          { amountOre: 10_000, status: 'succeeded', donorName: 'Anna Svensson' },
        ],
        totals: { succeededOre: 10_000, succeededCount: 1, oneTimeOre: 10_000, monthlyOre: 0 },
      });

      const thisMonth = await t.app.inject({
        method: 'GET',
        url: '/api/admin/donations',
        headers: { cookie },
      });
      expect(thisMonth.json()).toMatchObject({
        from: '2026-02-01',
        to: '2026-02-03',
        totals: { succeededOre: 25_000 },
      });

      const csv = await t.app.inject({
        method: 'GET',
        url: '/api/admin/export/donations.csv?from=2026-01-01&to=2026-01-31',
        headers: { cookie },
      });
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      const lines = csv.body.replace('\uFEFF', '').trim().split('\r\n');
      expect(lines[0]).toBe(
        'Created,Paid,Donor,Email,Amount (SEK),Type,Method,Status,Reference,Subscription,Test,Refunded (SEK),Net (SEK),Dispute,Payment reference',
      );
      expect(lines[1]).toContain(",'=cmd(),anna@example.org,30.00,One-time,card,failed,");
      expect(lines).toHaveLength(3);
    });

    it('is for admins only and checks the period', async () => {
      for (const url of ['/api/admin/donations', '/api/admin/export/donations.csv']) {
        expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      }
      const cookie = await t.login();
      const backwards = await t.app.inject({
        method: 'GET',
        url: '/api/admin/donations?from=2026-02-01&to=2026-01-01',
        headers: { cookie },
      });
      expect(backwards.statusCode).toBe(400);
      const notADate = await t.app.inject({
        method: 'GET',
        url: '/api/admin/donations?from=yesterday',
        headers: { cookie },
      });
      expect(notADate.statusCode).toBe(400);
    });
  });
});
