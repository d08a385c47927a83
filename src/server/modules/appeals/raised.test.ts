import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEST_CARDS } from '#shared/payments/sandbox-cards.ts';
import { SANDBOX_PAYER_DELAY_MS } from '../../payments/sandbox/swish.ts';
import { approvedFundraiser, createAppeal } from '../../testing/appeals.ts';
import { solvedChallenge } from '../../testing/challenge.ts';
import { giveByCard, sandboxOf, startMonthlyGift } from '../../testing/payments.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDialects } from '../../testing/test-db.ts';

/** "Raised" counts paid gifts net of refunds, each payment once (decision 024). */
describe.each(testDialects)('an appeal’s raised total on %s', (dialect) => {
  let t: TestApp;
  let cookie: string;

  const page = async (url = '/api/appeals/christmas-well') =>
    (await t.app.inject({ method: 'GET', url })).json();
  const refund = (paymentId: string, amountOre?: number) =>
    t.app.inject({
      method: 'POST',
      url: `/api/sandbox/payments/${paymentId}/refund`,
      headers: { cookie },
      payload: amountOre === undefined ? {} : { amountOre },
    });

  beforeEach(async () => {
    t = await createTestApp({ dialect });
    cookie = await t.login();
    await createAppeal(t, cookie);
  });
  afterEach(() => t.close());

  it('counts each paid gift once, as soon as it is confirmed, and shows what givers allowed', async () => {
    await giveByCard(t, {
      appeal: 'christmas-well',
      amount: 250,
      showName: true,
      showAmount: true,
      publicMessage: '  For the children of Kibera  ',
    });
    expect((await page()).appeal.progress).toMatchObject({ raisedOre: 25_000, gifts: 1 });
    const { id: appealId } = await t.db
      .selectFrom('appeals')
      .select('id')
      .executeTakeFirstOrThrow();
    await giveByCard(t, { appeal: appealId, amount: 100, donorName: 'Cecilia Ek' });
    // Not paid: not counted.
    await giveByCard(t, { appeal: 'christmas-well', amount: 999 }, TEST_CARDS.declined);
    // Another appeal's gift, and a gift to no appeal: not this one's.
    await createAppeal(t, cookie, { slug: 'school' });
    await giveByCard(t, { appeal: 'school', amount: 70 });
    await giveByCard(t, { amount: 30 });

    const { appeal, latestGifts } = await page();
    expect(appeal.progress).toEqual({
      raisedOre: 35_000,
      gifts: 2,
      goalOre: 5_000_000,
      daysLeft: 16,
      ended: false,
    });
    expect(latestGifts).toEqual([
      { name: null, amountOre: null, message: null, at: expect.any(String) },
      {
        name: 'Anna',
        amountOre: 25_000,
        message: 'For the children of Kibera',
        at: expect.any(String),
      },
    ]);
    // The browser's receipt call settles the same payment again: still counted once.
    const rows = await t.db
      .selectFrom('donations')
      .selectAll()
      .where('appeal_id', 'is not', null)
      .execute();
    for (const row of rows.filter((r) => r.status === 'succeeded')) {
      await t.app.inject({
        method: 'POST',
        url: '/api/send-donation-emails',
        payload: { transactionId: row.payment_intent_id },
      });
    }
    expect((await page()).appeal.progress.raisedOre).toBe(35_000);
  });

  it('takes refunds off: a partial refund lowers the total, a full one removes the gift', async () => {
    const first = await giveByCard(t, { appeal: 'christmas-well', amount: 100, showAmount: true });
    const second = await giveByCard(t, { appeal: 'christmas-well', amount: 50, showAmount: true });
    expect((await refund(first, 2_500)).statusCode).toBe(200);
    await sandboxOf(t).whenDelivered();
    let { appeal, latestGifts } = await page();
    expect(appeal.progress).toMatchObject({ raisedOre: 12_500, gifts: 2 });
    expect(latestGifts.map((gift: { amountOre: number }) => gift.amountOre)).toEqual([
      5_000, 7_500,
    ]);

    await refund(second);
    await sandboxOf(t).whenDelivered();
    ({ appeal, latestGifts } = await page());
    expect(appeal.progress).toMatchObject({ raisedOre: 7_500, gifts: 1 });
    expect(latestGifts).toHaveLength(1);
  });

  it('counts each paid month of a monthly gift, as one gift', async () => {
    const monthly = await startMonthlyGift(t, {
      appeal: 'christmas-well',
      showName: true,
      publicMessage: 'Every month',
    });
    const { subscriptionId } = monthly.json<{ subscriptionId: string }>();
    expect((await page()).appeal.progress).toMatchObject({ raisedOre: 10_000, gifts: 1 });
    t.clock.advance(31 * 24 * 60 * 60_000);
    await sandboxOf(t).subscriptions.renewSubscription(subscriptionId);
    await sandboxOf(t).whenDelivered();
    // The appeal ended on 31 January: months paid after it still count to it.
    t.clock.set(new Date('2026-01-20T10:00:00.000Z'));
    const { appeal, latestGifts } = await page();
    expect(appeal.progress).toMatchObject({ raisedOre: 20_000, gifts: 1 });
    expect(latestGifts).toEqual([
      { name: 'Anna', amountOre: null, message: 'Every month', at: expect.any(String) },
    ]);
    const months = await t.db
      .selectFrom('donations')
      .select(['kind', 'appeal_id', 'show_name', 'public_message'])
      .execute();
    expect(months).toEqual([
      { kind: 'monthly', appeal_id: 1, show_name: 1, public_message: 'Every month' },
      { kind: 'monthly', appeal_id: 1, show_name: 1, public_message: 'Every month' },
    ]);
  });

  it('counts a Swish gift once Swish says it is paid', async () => {
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/donations/swish',
      payload: {
        amount: 75,
        appeal: 'christmas-well',
        payer: '46701234560',
        altcha: await solvedChallenge(t.app),
      },
    });
    expect(start.statusCode).toBe(200);
    const { id } = start.json();
    expect((await page()).appeal.progress.raisedOre).toBe(0);
    t.clock.advance(SANDBOX_PAYER_DELAY_MS);
    const status = await t.app.inject({ method: 'GET', url: `/api/donations/swish/${id}` });
    expect(status.json().state).toBe('paid');
    expect((await page()).appeal.progress).toMatchObject({ raisedOre: 7_500, gifts: 1 });
  });

  it('counts a gift through a fundraiser to the fundraiser and to its appeal', async () => {
    const fundraiser = await approvedFundraiser(t, cookie, { appeal: 'christmas-well' });
    await giveByCard(t, { fundraiser: fundraiser.slug, amount: 200 });
    await giveByCard(t, { fundraiser: fundraiser.id, appeal: 'christmas-well', amount: 100 });
    await giveByCard(t, { appeal: 'christmas-well', amount: 50 });
    expect((await page()).appeal.progress).toMatchObject({ raisedOre: 35_000, gifts: 3 });
    const own = await page(`/api/fundraisers/${fundraiser.slug}`);
    expect(own.fundraiser.progress).toMatchObject({ raisedOre: 30_000, gifts: 2 });
    expect(own.fundraiser.appeal).toEqual({ slug: 'christmas-well', title: 'A well for Kibera' });
  });

  it('erasing a giver takes their name and message off the page; the amount still counts', async () => {
    await giveByCard(t, {
      appeal: 'christmas-well',
      showName: true,
      publicMessage: 'From Anna and Per',
    });
    const erased = await t.app.inject({
      method: 'POST',
      url: '/api/admin/personal-data/erase',
      headers: { cookie },
      payload: { email: 'anna@example.org' },
    });
    expect(erased.statusCode).toBe(200);
    const { appeal, latestGifts } = await page();
    expect(appeal.progress).toMatchObject({ raisedOre: 10_000, gifts: 1 });
    expect(latestGifts).toMatchObject([{ name: null, message: null }]);
  });

  it.each([
    ['an appeal that does not exist', { appeal: 'no-such-appeal' }, 'appeal: '],
    ['an appeal id that does not exist', { appeal: 999 }, 'appeal: '],
    ['a fundraiser that does not exist', { fundraiser: 'nobody' }, 'fundraiser: '],
    ['a message with a link', { appeal: 1, publicMessage: 'see www.example.com' }, 'publicMessage'],
    [
      'a message over 200 characters',
      { appeal: 1, publicMessage: 'x'.repeat(201) },
      'publicMessage',
    ],
    ['a name choice that is not true or false', { appeal: 1, showName: 'yes' }, 'showName'],
  ])('refuses %s with 400, starting no payment', async (_case, body, field) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      payload: {
        amount: 100,
        currency: 'sek',
        paymentMethodType: 'card',
        altcha: await solvedChallenge(t.app),
        ...body,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain(field);
    expect(await t.db.selectFrom('donations').selectAll().execute()).toEqual([]);
  });
});
