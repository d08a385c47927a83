import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatSek } from '#shared/donations.ts';
import type { StartSwishResponse } from '#shared/schemas/swish.ts';
import { solvedChallenge } from '../../testing/challenge.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { SANDBOX_PAYER_DELAY_MS } from './swish.ts';

describe('the sandbox’s Swish', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  const start = async (body: Record<string, unknown> = {}) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/donations/swish',
      payload: { amount: 100, altcha: await solvedChallenge(t.app), ...body },
    });
    expect(response.statusCode).toBe(200);
    return response.json<StartSwishResponse>();
  };
  const stateOf = async (id: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/donations/swish/${id}` })).json().state;

  it('plays the Swish app: its page approves, calls the site back and returns the payer', async () => {
    const { id, appUrl } = await start();
    expect(appUrl).toMatch(/^\/sandbox\/swish\?token=[0-9a-f]{32}&callbackurl=/);
    const page = await t.app.inject({ method: 'GET', url: appUrl ?? '' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Approve test payment');
    expect(page.body).toContain(formatSek(10_000));

    const query = new URL(appUrl ?? '', 'http://localhost').searchParams;
    const answer = await t.app.inject({
      method: 'POST',
      url: '/sandbox/swish',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        token: query.get('token') ?? '',
        callbackurl: query.get('callbackurl') ?? '',
        answer: 'approve',
      }).toString(),
    });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toMatch(
      new RegExp(`^http://localhost(:80)?/\\?swish=${id}#donate$`),
    );
    // Recorded from the callback already, before the page asks.
    const row = await t.db.selectFrom('donations').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ provider: 'sandbox', method: 'swish', status: 'succeeded' });
    expect(row.payment_reference).toMatch(/^SANDBOX/);
    expect(await stateOf(id)).toBe('paid');
    const again = await t.app.inject({ method: 'GET', url: appUrl ?? '' });
    expect(again.statusCode).toBe(404);
  });

  it.each([
    ['46701234560', 'paid'],
    ['46701234561', 'declined'],
    ['46701234562', 'cancelled'],
  ])('answers a request sent to %s as %s after a moment', async (payer, state) => {
    const { id, qrSvg } = await start({ payer });
    expect(qrSvg).toBeNull();
    expect(await stateOf(id)).toBe('waiting');
    t.clock.advance(SANDBOX_PAYER_DELAY_MS);
    expect(await stateOf(id)).toBe(state);
  });

  it('refuses a number ending in 3 as not enrolled, and times out like Swish', async () => {
    expect(await stateOf((await start({ payer: '46701234563' })).id)).toBe('notEnrolled');
    const { id } = await start();
    t.clock.advance(3 * 60_000);
    expect(await stateOf(id)).toBe('timedOut');
  });
});
