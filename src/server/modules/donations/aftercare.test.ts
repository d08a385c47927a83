import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEST_CARDS } from '#shared/payments/sandbox-cards.ts';
import type { SandboxPayments } from '../../payments/sandbox/provider.ts';
import {
  giveByCard,
  postStripeEvent,
  sandboxOf,
  startMonthlyGift,
} from '../../testing/payments.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDialects } from '../../testing/test-db.ts';

const donor = { donorName: 'Anna Svensson', donorEmail: 'anna@example.org' };
const MONTH_MS = 31 * 24 * 60 * 60_000;

describe.each(testDialects)('after the payment, on %s', (dialect) => {
  let t: TestApp;
  let sandbox: SandboxPayments;
  let cookie: string;

  const settle = () => sandbox.whenDelivered();
  const donations = () => t.db.selectFrom('donations').selectAll().orderBy('id').execute();
  const subscription = () =>
    t.db.selectFrom('donation_subscriptions').selectAll().executeTakeFirstOrThrow();
  const outbox = () => t.db.selectFrom('outbox').selectAll().orderBy('id').execute();
  const failedNotices = async () =>
    (await outbox()).filter((m) => m.dedupe_key?.startsWith('donation-payment-failed:'));
  const processed = () => t.db.selectFrom('payment_events').selectAll().execute();
  const deliver = async (id: string, type: string, object: unknown, created: number) => {
    const event = { id, object: 'event', type, created, data: { object } };
    const response = await postStripeEvent(t.app, event, sandbox.webhookSecret);
    expect(response.statusCode, response.body).toBe(200);
  };
  const report = async () =>
    (
      await t.app.inject({
        url: '/api/admin/donations?from=2026-01-01&to=2026-12-31',
        headers: { cookie },
      })
    ).json();
  const admin = (url: string, payload: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url, headers: { cookie }, payload });

  const giveOnce = (amount: number) => giveByCard(t, { amount });
  const giveMonthly = async (language?: string) =>
    (await startMonthlyGift(t, {}, { language })).json<{ subscriptionId: string }>().subscriptionId;

  async function renew(subscriptionId: string, outcome: 'paid' | 'declined') {
    t.clock.advance(MONTH_MS);
    cookie = await t.login();
    const url = `/api/sandbox/subscriptions/${subscriptionId}/renew`;
    const response = await admin(url, { outcome });
    expect(response.statusCode, response.body).toBe(200);
    await settle();
    return response.json<{ invoiceId: string }>().invoiceId;
  }

  beforeEach(async () => {
    t = await createTestApp({ dialect, env: { NOTIFY_EMAIL: 'office@example.org' } });
    sandbox = sandboxOf(t);
    cookie = await t.login();
  });
  afterEach(() => t.close());

  describe('a failed monthly payment', () => {
    it('e-mails the donor once with the card link, shows the gift past due, and a paid month clears it', async () => {
      const subscriptionId = await giveMonthly();
      const invoiceId = await renew(subscriptionId, 'declined');

      expect(await subscription()).toMatchObject({
        status: 'past_due',
        failed_invoice_id: invoiceId,
        past_due_since: t.clock.now().toISOString(),
      });
      const [notice, ...more] = await failedNotices();
      expect(more).toEqual([]);
      expect(notice).toMatchObject({
        to_address: 'anna@example.org',
        subject: "Your monthly gift to Hope Bridge: this month's payment did not go through",
        dedupe_key: `donation-payment-failed:${invoiceId}`,
      });
      expect(notice?.text_body).toContain('http://localhost:3000/my-gifts');
      expect((await report()).pastDue).toEqual([
        {
          subscriptionId,
          donorName: 'Anna Svensson',
          donorEmail: 'anna@example.org',
          amountOre: 10_000,
          since: t.clock.now().toISOString(),
          test: true,
        },
      ]);

      await renew(subscriptionId, 'paid');
      expect(await subscription()).toMatchObject({
        status: 'active',
        past_due_since: null,
        failed_invoice_id: null,
      });
      expect((await report()).pastDue).toEqual([]);
      expect(await failedNotices()).toHaveLength(1);
    });

    it('writes the e-mail in the language the gift was given in, with the Swedish link', async () => {
      const subscriptionId = await giveMonthly('sv');
      await renew(subscriptionId, 'declined');
      const [notice] = await failedNotices();
      expect(notice?.subject).toBe(
        'Din månadsgåva till Hope Bridge: månadens betalning gick inte igenom',
      );
      expect(notice?.text_body).toContain('http://localhost:3000/sv/my-gifts');
    });

    it('sends nothing for a first month declined at sign-up', async () => {
      const response = await startMonthlyGift(t, {}, { card: TEST_CARDS.declined });
      expect(response.statusCode).toBe(402);
      expect(await failedNotices()).toEqual([]);
      expect((await report()).pastDue).toEqual([]);
    });

    describe('told by events in any order', () => {
      const invoice = (id: string, created: number) => ({
        id,
        object: 'invoice',
        status: 'open',
        amount_paid: 0,
        amount_due: 10_000,
        currency: 'sek',
        created,
        customer_email: 'anna@example.org',
        customer_name: 'Anna Svensson',
        billing_reason: 'subscription_cycle',
        parent: {
          subscription_details: {
            subscription: 'sub_1',
            metadata: { purpose: 'donation', ...donor, amount_ore: '10000' },
          },
        },
      });
      const subscribed = {
        id: 'sub_1',
        object: 'subscription',
        status: 'active',
        created: 1_767_000_000,
        metadata: { purpose: 'donation', amount_ore: '10000' },
      };

      beforeEach(() => deliver('evt_sub', 'customer.subscription.created', subscribed, 1));

      it('e-mails once per failed invoice, whatever the retries, and processes each event once', async () => {
        const failed = invoice('in_1', 1_768_000_000);
        await deliver('evt_fail_1', 'invoice.payment_failed', failed, 1_768_000_100);
        await deliver('evt_fail_1', 'invoice.payment_failed', failed, 1_768_000_100);
        // Stripe's next attempt at the same invoice is a new event.
        await deliver('evt_fail_2', 'invoice.payment_failed', failed, 1_768_300_000);
        expect(await failedNotices()).toHaveLength(1);
        expect((await processed()).map((row) => row.event_id).sort()).toEqual([
          'evt_fail_1',
          'evt_fail_2',
          'evt_sub',
        ]);
        expect(await subscription()).toMatchObject({
          failed_invoice_id: 'in_1',
          past_due_since: new Date(1_768_000_100_000).toISOString(),
        });

        await deliver(
          'evt_paid',
          'invoice.paid',
          { ...failed, amount_paid: 10_000 },
          1_768_400_000,
        );
        expect(await subscription()).toMatchObject({ past_due_since: null });
        expect(await donations()).toMatchObject([{ provider_ref: 'in_1', status: 'succeeded' }]);
      });

      it('leaves a month paid when its failure is delivered after its payment', async () => {
        const month = invoice('in_1', 1_768_000_000);
        await deliver('evt_paid', 'invoice.paid', { ...month, amount_paid: 10_000 }, 1_768_400_000);
        await deliver('evt_fail', 'invoice.payment_failed', month, 1_768_000_100);
        expect(await subscription()).toMatchObject({ past_due_since: null });
        expect(await failedNotices()).toEqual([]);
      });

      it('keeps a newer failure when an older month’s payment is delivered late', async () => {
        const older = invoice('in_1', 1_768_000_000);
        const newer = invoice('in_2', 1_770_000_000);
        await deliver('evt_fail_2', 'invoice.payment_failed', newer, 1_770_000_100);
        await deliver(
          'evt_paid_1',
          'invoice.paid',
          { ...older, amount_paid: 10_000 },
          1_768_000_100,
        );
        expect(await subscription()).toMatchObject({ failed_invoice_id: 'in_2' });
      });
    });
  });

  describe('refunds and disputes', () => {
    const charge = (paymentId: string, refunded: number) => ({
      id: `ch_${paymentId}`,
      object: 'charge',
      amount: 10_000,
      amount_refunded: refunded,
      currency: 'sek',
      payment_intent: paymentId,
      created: 1_768_000_000,
    });
    const dispute = (paymentId: string, status: string) => ({
      id: `dp_${paymentId}`,
      object: 'dispute',
      amount: 10_000,
      charge: `ch_${paymentId}`,
      payment_intent: paymentId,
      status,
      created: 1_768_000_000,
    });

    it('records a partial then a full refund; totals and the CSV show gross, refunded and net', async () => {
      const paymentId = await giveOnce(100);
      await giveOnce(50);
      const partial = await admin(`/api/sandbox/payments/${paymentId}/refund`, {
        amountOre: 2_500,
      });
      expect(partial.json()).toEqual({ refundedOre: 2_500 });
      await settle();
      expect((await report()).totals).toMatchObject({
        succeededOre: 15_000,
        refundedOre: 2_500,
        netOre: 12_500,
        oneTimeOre: 12_500,
      });

      await admin(`/api/sandbox/payments/${paymentId}/refund`);
      await settle();
      const { totals, donations: listed } = await report();
      expect(totals).toMatchObject({ succeededOre: 15_000, refundedOre: 10_000, netOre: 5_000 });
      expect(listed).toMatchObject([
        { amountOre: 5_000, refundedOre: 0 },
        { amountOre: 10_000, refundedOre: 10_000, status: 'succeeded' },
      ]);
      const csv = await t.app.inject({
        url: '/api/admin/export/donations.csv?from=2026-01-01&to=2026-12-31',
        headers: { cookie },
      });
      const lines = csv.body.replace('\uFEFF', '').trim().split('\r\n');
      expect(lines[0]).toMatch(/,Amount \(SEK\),.*,Refunded \(SEK\),Net \(SEK\),Dispute,/);
      expect(lines[2]).toMatch(/,100\.00,.*,100\.00,0\.00,,/);

      const tooMuch = await admin(`/api/sandbox/payments/${paymentId}/refund`, { amountOre: 1 });
      expect(tooMuch.statusCode).toBe(400);
    });

    it('ends with the largest refund total whatever the order, and ignores a replayed event', async () => {
      const paymentId = await giveOnce(100);
      await deliver('evt_full', 'charge.refunded', charge(paymentId, 10_000), 1_768_000_200);
      await deliver('evt_part', 'charge.refunded', charge(paymentId, 4_000), 1_768_000_100);
      expect(await donations()).toMatchObject([{ refunded_ore: 10_000, status: 'succeeded' }]);

      // Processed once by its id: a redelivery does not run again (seen by undoing its effect).
      await t.db.updateTable('donations').set({ refunded_ore: 0 }).execute();
      await deliver('evt_full', 'charge.refunded', charge(paymentId, 10_000), 1_768_000_200);
      expect(await donations()).toMatchObject([{ refunded_ore: 0 }]);
      const ids = (await processed()).map((row) => row.event_id);
      expect(ids.filter((id) => id === 'evt_full')).toEqual(['evt_full']);
    });

    it('applies a refund and a dispute told before the payment once the payment is recorded', async () => {
      await deliver('evt_refund', 'charge.refunded', charge('pi_early', 4_000), 1_768_000_200);
      await deliver(
        'evt_dispute',
        'charge.dispute.created',
        dispute('pi_early', 'needs_response'),
        1_768_000_300,
      );
      expect(await donations()).toEqual([]);
      const intent = {
        id: 'pi_early',
        object: 'payment_intent',
        status: 'succeeded',
        amount: 10_000,
        amount_received: 10_000,
        currency: 'sek',
        client_secret: null,
        created: 1_768_000_000,
        metadata: { purpose: 'donation', donor_email: 'anna@example.org' },
        payment_method_types: ['card'],
        last_payment_error: null,
      };
      await deliver('evt_paid', 'payment_intent.succeeded', intent, 1_768_000_100);
      expect(await donations()).toMatchObject([
        { status: 'succeeded', refunded_ore: 4_000, dispute_status: 'needs_response' },
      ]);
    });

    it('records a dispute, and a closed dispute stays closed when an older state arrives late', async () => {
      const paymentId = await giveOnce(100);
      const opened = await admin(`/api/sandbox/payments/${paymentId}/dispute`, {
        status: 'needs_response',
      });
      expect(opened.statusCode).toBe(200);
      await settle();
      expect(await donations()).toMatchObject([{ dispute_status: 'needs_response' }]);
      expect((await report()).donations).toMatchObject([{ disputeStatus: 'needs_response' }]);

      await deliver('evt_lost', 'charge.dispute.closed', dispute(paymentId, 'lost'), 1_768_000_300);
      await deliver(
        'evt_review',
        'charge.dispute.updated',
        dispute(paymentId, 'under_review'),
        1_768_000_200,
      );
      expect(await donations()).toMatchObject([{ dispute_status: 'lost' }]);
    });

    it('lets only the admin refund or dispute, with checked input', async () => {
      const paymentId = await giveOnce(100);
      const url = `/api/sandbox/payments/${paymentId}`;
      const anonymous = await t.app.inject({ method: 'POST', url: `${url}/refund`, payload: {} });
      expect(anonymous.statusCode).toBe(401);
      expect((await admin(`${url}/refund`, { amountOre: -5 })).statusCode).toBe(400);
      expect((await admin(`${url}/dispute`, { status: 'maybe' })).statusCode).toBe(400);
      expect((await admin('/api/sandbox/payments/pi_unknown/refund')).statusCode).toBe(404);
      await settle();
      expect(await donations()).toMatchObject([{ refunded_ore: 0, dispute_status: null }]);
    });
  });
});
