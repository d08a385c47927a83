import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  approvedFundraiser,
  createAppeal,
  postFundraiser,
  signInByLink,
} from '../../testing/appeals.ts';
import { postPublicForm, solvedChallenge } from '../../testing/challenge.ts';
import { giftRow } from '../../testing/gifts.ts';
import { giveByCard } from '../../testing/payments.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDialects } from '../../testing/test-db.ts';
import { tributeByPost } from '../../testing/tributes.ts';

describe.each(testDialects)('GET /api/admin/overview on %s', (dialect) => {
  let t: TestApp;
  let cookie: string;

  const overview = (withCookie = true) =>
    t.app.inject({
      method: 'GET',
      url: '/api/admin/overview',
      headers: withCookie ? { cookie } : {},
    });

  beforeEach(async () => {
    t = await createTestApp({ dialect });
    cookie = await t.login();
  });
  afterEach(() => t.close());

  it('answers nothing to do on a fresh site', async () => {
    const response = await overview();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      gifts: { today: { count: 0, netOre: 0 }, thisMonth: { count: 0, netOre: 0 } },
      appeals: [],
      fundraisers: { awaitingApproval: 0, reportedPages: 0 },
      cardsToPost: 0,
      messages: { unread: 0 },
      volunteerApplications: { notAdded: 0, lastWeek: 0 },
      emails: { failed: 0 },
    });
  });

  it('counts what needs the admin', async () => {
    // The test clock is 15 January 2026, 11:00 in Stockholm.
    await t.db
      .insertInto('donations')
      .values([
        giftRow('a@example.org', 10_000, '2026-01-15T08:00:00.000Z', 'pi_today'),
        // 00:30 on the 15th in Stockholm is still the 14th in UTC: today's.
        giftRow('a@example.org', 5_000, '2026-01-14T23:30:00.000Z', 'pi_midnight', 1_000),
        giftRow('a@example.org', 7_000, '2026-01-02T12:00:00.000Z', 'pi_month'),
        giftRow('a@example.org', 9_000, '2025-12-31T22:30:00.000Z', 'pi_last_year'),
        {
          ...giftRow('a@example.org', 3_000, '2026-01-15T09:00:00.000Z', 'pi_unpaid'),
          status: 'pending',
        },
      ])
      .execute();
    await createAppeal(t, cookie);
    await createAppeal(t, cookie, { slug: 'draft', status: 'draft' });
    // Its card goes by post: one to post.
    await giveByCard(t, { appeal: 'christmas-well', amount: 200, tribute: tributeByPost });

    const { slug } = await approvedFundraiser(t, cookie, { organiserEmail: 'bo@example.org' });
    await postFundraiser(t);
    await signInByLink(t, 'anna@example.org');
    await postFundraiser(t, { organiserEmail: 'cecilia@example.org' }); // not confirmed: not counted
    for (const reason of ['Spam', 'Still spam']) {
      await t.app.inject({
        method: 'POST',
        url: `/api/fundraisers/${slug}/reports`,
        payload: { reason, altcha: await solvedChallenge(t.app) },
      });
    }

    await postPublicForm(t.app, '/api/send-email', {
      name: 'Anna',
      email: 'anna@example.org',
      subject: 'Hello',
      message: 'A question about sponsoring.',
    });
    await postPublicForm(t.app, '/api/volunteer.php', {
      name: 'Jean Habimana',
      email: 'jean@example.org',
      phone: '+250 788 123 456',
      location: 'Kigali, Rwanda',
      availability: 'Weekends',
      interests: ['Education'],
      motivation: 'I want to help.',
    });
    await t.db.updateTable('outbox').set({ status: 'failed' }).where('id', '<=', 2).execute();

    const body = (await overview()).json();
    expect(body).toEqual({
      gifts: {
        today: { count: 3, netOre: 10_000 + 4_000 + 20_000 },
        thisMonth: { count: 4, netOre: 10_000 + 4_000 + 7_000 + 20_000 },
      },
      appeals: [
        {
          id: expect.any(Number),
          slug: 'christmas-well',
          title: 'A well for Kibera',
          raisedOre: 20_000,
          goalOre: 5_000_000,
          gifts: 1,
          daysLeft: 16,
        },
      ],
      fundraisers: { awaitingApproval: 1, reportedPages: 1 },
      cardsToPost: 1,
      messages: { unread: 1 },
      volunteerApplications: { notAdded: 1, lastWeek: 1 },
      emails: { failed: 2 },
    });
  });

  it('answers 401 without a session', async () => {
    const response = await overview(false);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Please sign in as an admin.' });
  });
});
