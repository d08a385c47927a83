import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GivingOverview } from '#shared/schemas/donations.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDialects } from '../../testing/test-db.ts';
import { givingMonths } from './giving.ts';

let ref = 0;

describe.each(testDialects)('the admin’s giving overview on %s', (dialect) => {
  let t: TestApp;

  /** A gift paid at `paidAt`, as the payment events leave it. */
  const gift = (
    paidAt: string | null,
    amountOre: number,
    extra: { kind?: 'one_time' | 'monthly'; refundedOre?: number; status?: 'failed' } = {},
  ) =>
    t.db
      .insertInto('donations')
      .values({
        provider: 'sandbox',
        provider_ref: `pi_${++ref}`,
        payment_intent_id: `pi_${ref}`,
        subscription_id: null,
        kind: extra.kind ?? 'one_time',
        method: 'card',
        amount_ore: amountOre,
        currency: 'sek',
        donor_name: null,
        donor_email: null,
        status: extra.status ?? 'succeeded',
        failure_message: null,
        client_ref: null,
        status_at: paidAt ?? '2026-01-01T00:00:00.000Z',
        paid_at: paidAt,
        created_at: paidAt ?? '2026-01-01T00:00:00.000Z',
        updated_at: paidAt ?? '2026-01-01T00:00:00.000Z',
        refunded_ore: extra.refundedOre ?? 0,
      })
      .execute();
  const standingOrder = (status: string, pastDueSince: string | null = null) =>
    t.db
      .insertInto('donation_subscriptions')
      .values({
        provider: 'sandbox',
        provider_ref: `sub_${++ref}`,
        amount_ore: 10_000,
        currency: 'sek',
        donor_name: null,
        donor_email: null,
        status,
        status_at: '2026-01-01T00:00:00.000Z',
        created_at: '2026-01-01T00:00:00.000Z',
        updated_at: '2026-01-01T00:00:00.000Z',
        past_due_since: pastDueSince,
      })
      .execute();

  beforeEach(async () => {
    t = await createTestApp({ dialect });
    t.clock.set(new Date('2026-03-15T12:00:00.000Z'));
  });
  afterEach(() => t.close());

  it('sums 24 Stockholm months net of refunds, counts the monthly donors, and compares the year so far', async () => {
    await gift('2026-03-02T10:00:00.000Z', 10_000);
    await gift('2026-03-03T10:00:00.000Z', 20_000, { kind: 'monthly', refundedOre: 5_000 });
    await gift('2026-03-04T10:00:00.000Z', 30_000, { refundedOre: 30_000 });
    await gift(null, 99_000, { status: 'failed' });
    // 23:30 UTC on 31 January is already 1 February in Stockholm.
    await gift('2026-01-31T23:30:00.000Z', 4_000);
    // Last year: before and after the same day and time.
    await gift('2025-03-15T11:00:00.000Z', 7_000, { kind: 'monthly' });
    await gift('2025-03-20T10:00:00.000Z', 50_000);
    // Before the chart's first month (April 2024).
    await gift('2024-03-31T10:00:00.000Z', 80_000);
    for (const status of ['active', 'active', 'trialing', 'paused', 'past_due', 'canceled']) {
      await standingOrder(status);
    }
    await standingOrder('active', '2026-03-01T00:00:00.000Z');

    const response = await t.app.inject({
      url: '/api/admin/giving',
      headers: { cookie: await t.login() },
    });
    expect(response.statusCode).toBe(200);
    const overview = response.json<GivingOverview>();
    expect(overview.months).toHaveLength(24);
    expect(overview.months[0]?.month).toBe('2024-04');
    const month = (key: string) => overview.months.find((m) => m.month === key);
    expect(month('2026-03')).toEqual({ month: '2026-03', oneTimeOre: 10_000, monthlyOre: 15_000 });
    expect(month('2026-02')).toEqual({ month: '2026-02', oneTimeOre: 4_000, monthlyOre: 0 });
    expect(month('2026-01')).toEqual({ month: '2026-01', oneTimeOre: 0, monthlyOre: 0 });
    expect(month('2025-03')).toEqual({ month: '2025-03', oneTimeOre: 50_000, monthlyOre: 7_000 });
    expect(overview.donors).toEqual({ active: 3, paused: 1, pastDue: 2 });
    expect(overview.yearToDate).toEqual({ year: 2026, thisYearOre: 29_000, lastYearOre: 7_000 });
  });

  it('is for admins only', async () => {
    expect((await t.app.inject({ url: '/api/admin/giving' })).statusCode).toBe(401);
  });

  it('counts the months across the turn of the year', () => {
    const months = givingMonths(new Date('2026-01-10T00:00:00.000Z'));
    expect([months[0], months[11], months[12], months[23]]).toEqual([
      '2024-02',
      '2025-01',
      '2025-02',
      '2026-01',
    ]);
  });
});
