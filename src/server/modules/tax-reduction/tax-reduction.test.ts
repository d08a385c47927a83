import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEST_CARDS } from '#shared/payments/sandbox-cards.ts';
import type { SandboxPayments } from '../../payments/sandbox/provider.ts';
import { personalDataProviders } from '../../personal-data-registry.ts';
import { solvedChallenge } from '../../testing/challenge.ts';
import { sandboxOf, startMonthlyGift } from '../../testing/payments.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDialects } from '../../testing/test-db.ts';
import { createPersonalDataService } from '../personal-data/index.ts';

const card = { number: TEST_CARDS.success, expiry: '12 / 34', cvc: '123' };
const anna = { donorName: 'Anna Svensson', donorEmail: 'anna@example.org' };
const ANNA = '19850101-1236';
const BO = '19121212-1212';
const TAX_ENV = {
  TAX_REDUCTION_APPROVED_FROM: '2026-02-01',
  ORGANISATION_NUMBER: '556572-7228',
  PERSONAL_DATA_KEY: 'ab'.repeat(32),
};
const DAY_MS = 24 * 60 * 60_000;

describe.each(testDialects)('tax reduction on %s', (dialect) => {
  let t: TestApp;
  let sandbox: SandboxPayments;

  const post = async (url: string, body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: { ...body, altcha: await solvedChallenge(t.app) },
      remoteAddress: '203.0.113.7',
    });
  const donations = () => t.db.selectFrom('donations').selectAll().orderBy('id').execute();
  /** Signs in afresh: the tests move the clock past a session's life. */
  const admin = async (url: string) =>
    t.app.inject({ method: 'GET', url, headers: { cookie: await t.login() } });

  /** A paid one-time card gift of `amount` SEK. */
  async function giveOnce(amount: number, body: Record<string, unknown> = {}) {
    const response = await post('/api/create-payment-intent', {
      amount,
      currency: 'sek',
      paymentMethodType: 'card',
      ...anna,
      ...body,
    });
    expect(response.statusCode).toBe(200);
    const { clientSecret } = response.json<{ clientSecret: string }>();
    await sandbox.intents.confirmCardPayment(clientSecret, { card });
    await sandbox.whenDelivered();
    return clientSecret.split('_secret_')[0] as string;
  }

  async function giveMonthly(amount: number, personalNumber: string) {
    const response = await startMonthlyGift(t, { amount, personalNumber, ...anna });
    expect(response.statusCode).toBe(200);
    return response.json<{ subscriptionId: string }>().subscriptionId;
  }

  describe('switched on', () => {
    beforeEach(async () => {
      t = await createTestApp({ dialect, env: TAX_ENV });
      sandbox = sandboxOf(t);
    });
    afterEach(() => t.close());

    it('tells the form, and keeps the number sealed: not in the column, not at the provider', async () => {
      const config = await t.app.inject({ method: 'GET', url: '/api/stripe/config' });
      expect(config.json()).toMatchObject({ taxReduction: true });
      const id = await giveOnce(250, { personalNumber: '850101-1236' });
      const [row] = await donations();
      expect(row).toMatchObject({ tax_reduction: 1, personal_number_hmac: expect.any(String) });
      expect(JSON.stringify(row)).not.toMatch(/1236|850101/);
      const intent = await sandbox.intents.get(id);
      expect(JSON.stringify(intent)).not.toMatch(/1236|850101/);
    });

    it('refuses a bad number without saying it back, and creates nothing', async () => {
      const response = await post('/api/create-payment-intent', {
        amount: 250,
        currency: 'sek',
        paymentMethodType: 'card',
        personalNumber: '19850101-1237',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(
        'personalNumber: This personal identity number is not valid: please check the last digit.',
      );
      expect(response.body).not.toContain('850101');
      expect(await donations()).toEqual([]);
    });

    it('reports per giver the paid gifts of at least 200 SEK made since the approval, each month too', async () => {
      // 15 January: before the approval date.
      await giveOnce(500, { personalNumber: ANNA });
      t.clock.set(new Date('2026-03-02T10:00:00Z'));
      await giveOnce(199, { personalNumber: ANNA });
      await giveOnce(200, { personalNumber: ANNA });
      const refunded = await giveOnce(500, { personalNumber: ANNA });
      await t.db
        .updateTable('donations')
        .set({ refunded_ore: 500_00 })
        .where('payment_intent_id', '=', refunded)
        .execute();
      await giveOnce(300); // no tax reduction asked for
      const subscriptionId = await giveMonthly(250, ANNA);
      t.clock.advance(31 * DAY_MS);
      await sandbox.subscriptions.renewSubscription(subscriptionId);
      await sandbox.whenDelivered();
      await giveOnce(1000, {
        personalNumber: BO,
        donorName: 'Bo Ek',
        donorEmail: 'bo@example.org',
      });

      const [subscription] = await t.db.selectFrom('donation_subscriptions').selectAll().execute();
      expect(subscription).toMatchObject({ tax_reduction: 1, personal_number: expect.any(String) });
      const months = (await donations()).filter((row) => row.kind === 'monthly');
      expect(months.map((row) => row.personal_number_hmac)).toEqual([
        subscription?.personal_number_hmac,
        subscription?.personal_number_hmac,
      ]);

      const report = await admin('/api/admin/tax-reduction?year=2026');
      expect(report.statusCode).toBe(200);
      expect(report.json()).toEqual({
        year: 2026,
        approvedFrom: '2026-02-01',
        organisationNumber: '556572-7228',
        minimumGiftOre: 200_00,
        rows: [
          { personalNumber: '19121212-••••', name: 'Bo Ek', totalOre: 1000_00, gifts: 1 },
          { personalNumber: '19850101-••••', name: 'Anna Svensson', totalOre: 700_00, gifts: 3 },
        ],
        warnings: [],
      });
      expect(report.body).not.toContain('1236');

      const csv = await admin('/api/admin/export/tax-reduction.csv?year=2026');
      expect(csv.headers['content-disposition']).toBe(
        'attachment; filename="tax-reduction-2026-2026-12-31.csv"',
      );
      expect(csv.body.replace('\uFEFF', '').trim().split('\r\n')).toEqual([
        'Organisation number,Year,Personal identity number,Name,Amount (SEK),Gifts',
        '556572-7228,2026,19121212-1212,Bo Ek,1000.00,1',
        '556572-7228,2026,19850101-1236,Anna Svensson,700.00,3',
      ]);
      const lastYear = await admin('/api/admin/tax-reduction?year=2025');
      expect(lastYear.json()).toMatchObject({ rows: [], warnings: [] });
    });

    it('shows the number masked in the donation list, whole in the export; erasure removes it and the report warns', async () => {
      t.clock.set(new Date('2026-03-02T10:00:00Z'));
      await giveOnce(250, { personalNumber: ANNA });
      const list = await admin('/api/admin/donations?from=2026-03-01&to=2026-03-31');
      expect(list.json().donations).toMatchObject([{ personalNumber: '19850101-••••' }]);

      const personalData = async (action: 'export' | 'erase') =>
        t.app.inject({
          method: 'POST',
          url: `/api/admin/personal-data/${action}`,
          headers: { cookie: await t.login() },
          payload: { email: anna.donorEmail },
        });
      const exported = await personalData('export');
      expect(exported.json().records.donations).toMatchObject([{ personalNumber: ANNA }]);
      await personalData('erase');
      expect(await donations()).toMatchObject([
        { tax_reduction: 1, personal_number: null, personal_number_hmac: null },
      ]);
      const report = await admin('/api/admin/tax-reduction?year=2026');
      expect(report.json()).toMatchObject({
        rows: [],
        warnings: [
          { problem: 'missing', personalNumber: null, name: null, totalOre: 250_00, gifts: 1 },
        ],
      });
    });

    it('refuses a number without an e-mail address, by which export and erasure find it', async () => {
      const oneTime = { amount: 250, currency: 'sek', paymentMethodType: 'card' };
      for (const donorEmail of [undefined, '']) {
        const response = await post('/api/create-payment-intent', {
          ...oneTime,
          personalNumber: ANNA,
          ...(donorEmail === undefined ? {} : { donorEmail }),
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().error).toBe(
          'donorEmail: Please give your e-mail address with your personal identity number: we need it to find your number if you ask us to show or delete it.',
        );
      }
      const swish = await post('/api/donations/swish', { amount: 250, personalNumber: ANNA });
      expect(swish.statusCode).toBe(400);
      expect(swish.json().error).toMatch(/^donorEmail: Please give your e-mail address/);
      expect(await donations()).toEqual([]);
    });

    it('keeps no number past its purpose: gifts and monthly gifts never paid within a day lose it', async () => {
      t.clock.set(new Date('2026-03-02T10:00:00Z'));
      await giveOnce(250, { personalNumber: ANNA });
      await giveMonthly(250, ANNA);
      // Started and left: never paid.
      const left = await post('/api/create-payment-intent', {
        amount: 300,
        currency: 'sek',
        paymentMethodType: 'card',
        personalNumber: BO,
        donorEmail: 'bo@example.org',
      });
      expect(left.statusCode).toBe(200);
      // A monthly gift whose first month is declined: it never starts.
      const declined = await startMonthlyGift(
        t,
        { amount: 250, personalNumber: BO, donorEmail: 'bo@example.org' },
        { card: TEST_CARDS.declined },
      );
      expect(declined.statusCode).toBe(402);

      const withNumbers = async () => {
        const gifts = await t.db
          .selectFrom('donations')
          .select(['status', 'kind'])
          .where('personal_number', 'is not', null)
          .orderBy('id')
          .execute();
        const monthly = await t.db
          .selectFrom('donation_subscriptions')
          .select('status')
          .where('personal_number', 'is not', null)
          .orderBy('id')
          .execute();
        return { gifts, monthly };
      };
      const purge = () =>
        createPersonalDataService({
          db: t.db,
          clock: t.clock,
          providers: personalDataProviders,
        }).purgeOlderThan(24);
      expect((await withNumbers()).gifts).toHaveLength(4);
      expect((await withNumbers()).monthly).toHaveLength(2);

      t.clock.advance(23 * 60 * 60_000);
      await purge();
      expect((await withNumbers()).gifts).toHaveLength(4);

      t.clock.advance(2 * 60 * 60_000);
      await purge();
      // What Skatteverket's report needs stays: the paid gifts, and the monthly gift that runs.
      expect(await withNumbers()).toEqual({
        gifts: [
          { status: 'succeeded', kind: 'one_time' },
          { status: 'succeeded', kind: 'monthly' },
        ],
        monthly: [{ status: 'active' }],
      });
      // Bo's number in any of its written forms; its last four alone also occur in random ids.
      expect(JSON.stringify(await t.db.selectFrom('donations').selectAll().execute())).not.toMatch(
        /(19)?121212-?1212/,
      );
    });

    it('is for admins only, and checks the year', async () => {
      const signedOut = await t.app.inject({
        method: 'GET',
        url: '/api/admin/tax-reduction?year=2026',
      });
      expect(signedOut.statusCode).toBe(401);
      const csv = await t.app.inject({
        method: 'GET',
        url: '/api/admin/export/tax-reduction.csv?year=2026',
      });
      expect(csv.statusCode).toBe(401);
      expect((await admin('/api/admin/tax-reduction?year=twenty')).statusCode).toBe(400);
      expect((await admin('/api/admin/tax-reduction')).statusCode).toBe(400);
    });
  });

  describe('switched off', () => {
    beforeEach(async () => {
      t = await createTestApp({ dialect });
      sandbox = sandboxOf(t);
    });
    afterEach(() => t.close());

    it('refuses a personal identity number and has no report', async () => {
      const response = await post('/api/create-payment-intent', {
        amount: 250,
        currency: 'sek',
        paymentMethodType: 'card',
        personalNumber: ANNA,
        ...anna,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(
        'personalNumber: A tax reduction is not offered for gifts to us.',
      );
      expect(await donations()).toEqual([]);
      expect((await admin('/api/admin/tax-reduction?year=2026')).statusCode).toBe(404);
    });
  });
});
