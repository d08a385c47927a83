import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatSek } from '#shared/donations.ts';
import {
  approvedFundraiser,
  createAppeal,
  fundraiserInput,
  postFundraiser,
  signInByLink,
} from '../../testing/appeals.ts';
import { solvedChallenge } from '../../testing/challenge.ts';
import { giveByCard, startGift } from '../../testing/payments.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDialects } from '../../testing/test-db.ts';
import { multipart, testImage } from '../../testing/uploads.ts';
import { createPersonalDataService } from '../personal-data/index.ts';
import { fundraisersData } from './personal-data.ts';
import { queueFundraiserSummaries } from './summary-job.ts';

const ORGANISER = 'anna@example.org';

describe.each(testDialects)('supporters’ fundraisers on %s', (dialect) => {
  let t: TestApp;
  let cookie: string;

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const as = (
    who: string,
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url, payload, headers: { cookie: who } });
  const fundraisers = () => t.db.selectFrom('fundraisers').selectAll().orderBy('id').execute();
  const mailTo = async (to: string) =>
    (await t.outbox()).filter((message) => message.to_address === to);

  beforeEach(async () => {
    t = await createTestApp({ dialect, env: { NOTIFY_EMAIL: 'office@example.org' } });
    cookie = await t.login();
  });
  afterEach(() => t.close());

  it('starts unconfirmed, is confirmed by the e-mailed link, waits for the admin, then is public', async () => {
    const started = await postFundraiser(t, {}, 'sv');
    expect(started.statusCode).toBe(200);
    expect(started.json()).toEqual({ success: true });
    const [row] = await fundraisers();
    expect(row).toMatchObject({
      status: 'unconfirmed',
      organiser_email: ORGANISER,
      goal_ore: 500_000,
      locale: 'sv',
      email_per_gift: 1,
    });
    expect((await get(`/api/fundraisers/${row?.slug}`)).statusCode).toBe(404);
    const [confirm] = await mailTo(ORGANISER);
    expect(confirm?.subject).toBe('Bekräfta din insamling hos Hope Bridge');
    // The link is the e-mail's secret: the stored text shows •••.
    expect(confirm?.text_body).toContain('/sv/my-gifts?token=•••');
    expect(await mailTo('office@example.org')).toEqual([]);

    const organiser = await signInByLink(t, ORGANISER);
    expect((await fundraisers())[0]?.status).toBe('pending');
    expect((await mailTo('office@example.org')).map((m) => m.subject)).toEqual([
      'Fundraiser waiting for approval: Anna turns 40',
    ]);
    const waiting = (await as(cookie, 'GET', '/api/admin/fundraisers')).json().fundraisers;
    expect(waiting).toMatchObject([
      { status: 'pending', organiserEmail: ORGANISER, title: 'Anna turns 40', reports: [] },
    ]);

    const decided = await as(cookie, 'POST', `/api/admin/fundraisers/${row?.id}/decision`, {
      approve: true,
    });
    expect(decided.statusCode).toBe(200);
    expect(decided.json().fundraiser).toMatchObject({ status: 'approved' });
    const approved = (await mailTo(ORGANISER)).at(-1);
    expect(approved?.subject).toBe('Din insamling "Anna turns 40" är nu publik');
    expect(approved?.text_body).toContain(`/sv/fundraisers/${row?.slug}`);

    const page = await get(`/api/fundraisers/${row?.slug}`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      fundraiser: {
        kind: 'birthday',
        title: 'Anna turns 40',
        organiserName: 'Anna Svensson',
        inMemoryOf: null,
        image: null,
        appeal: null,
        progress: { raisedOre: 0, gifts: 0, goalOre: 500_000, daysLeft: 45, ended: false },
        updates: [],
      },
      latestGifts: [],
    });
    expect((await as(organiser, 'GET', '/api/my-fundraisers')).json().fundraisers).toMatchObject([
      { status: 'approved', emailPerGift: true },
    ]);
    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).toContain(`/fundraisers/${row?.slug}</loc>`);
  });

  it('a declined fundraiser stays private and its organiser hears why', async () => {
    await postFundraiser(t);
    const [row] = await fundraisers();
    const early = await as(cookie, 'POST', `/api/admin/fundraisers/${row?.id}/decision`, {
      approve: true,
    });
    expect(early.statusCode).toBe(409);
    await signInByLink(t, ORGANISER);
    const noReason = await as(cookie, 'POST', `/api/admin/fundraisers/${row?.id}/decision`, {
      approve: false,
    });
    expect(noReason.statusCode).toBe(400);
    const declined = await as(cookie, 'POST', `/api/admin/fundraisers/${row?.id}/decision`, {
      approve: false,
      reason: 'We cannot take gifts for a private party.',
    });
    expect(declined.json().fundraiser).toMatchObject({
      status: 'declined',
      declineReason: 'We cannot take gifts for a private party.',
    });
    const mail = (await mailTo(ORGANISER)).at(-1);
    expect(mail?.subject).toBe('Your fundraiser "Anna turns 40" was not approved');
    expect(mail?.text_body).toContain('The reason: We cannot take gifts for a private party.');
    expect((await get(`/api/fundraisers/${row?.slug}`)).statusCode).toBe(404);
    await expect(startGift(t.app, { fundraiser: row?.slug })).rejects.toThrow(
      'This fundraiser is not taking gifts now.',
    );
    const again = await as(cookie, 'POST', `/api/admin/fundraisers/${row?.id}/decision`, {
      approve: true,
    });
    expect(again.statusCode).toBe(409);
    const missing = await as(cookie, 'POST', '/api/admin/fundraisers/999/decision', {
      approve: true,
    });
    expect(missing.statusCode).toBe(404);
  });

  it.each([
    ['a memorial without whom it remembers', { kind: 'memorial' }],
    ['a link in the text', { story: 'Read more at https://example.com' }],
    ['a web address in the text', { story: 'See anna.se for photos' }],
    ['an image in the text', { story: 'Look ![me](x.png)' }],
    ['an end date today', { endsOn: '2026-01-15' }],
    ['an end date more than a year ahead', { endsOn: '2027-01-16' }],
    ['a goal under 100 kr', { goal: 50 }],
    ['an unknown kind', { kind: 'party' }],
    ['no organiser address', { organiserEmail: '' }],
    ['no title', { title: ' ' }],
    ['an appeal that takes no gifts', { appeal: 'no-such-appeal' }],
  ])('refuses %s with 400, storing nothing', async (_case, changes) => {
    const response = await postFundraiser(t, changes);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: expect.any(String) });
    expect(await fundraisers()).toEqual([]);
    expect(await t.outbox()).toEqual([]);
  });

  it('takes a memorial without a goal, for an appeal, and asks for the proof-of-work', async () => {
    await createAppeal(t, cookie);
    const memorial = await postFundraiser(t, {
      kind: 'memorial',
      title: 'In memory of Karl',
      inMemoryOf: 'Karl Lind',
      goal: null,
      appeal: 'christmas-well',
    });
    expect(memorial.statusCode).toBe(200);
    expect(await fundraisers()).toMatchObject([
      { kind: 'memorial', in_memory_of: 'Karl Lind', goal_ore: null, appeal_id: 1 },
    ]);
    const unsolved = await t.app.inject({
      method: 'POST',
      url: '/api/fundraisers',
      payload: fundraiserInput,
    });
    expect(unsolved.statusCode).toBe(400);
  });

  it('lets one address start 3 fundraisers a day, then answers 429', async () => {
    for (let i = 0; i < 3; i += 1) expect((await postFundraiser(t)).statusCode).toBe(200);
    const fourth = await postFundraiser(t);
    expect(fourth.statusCode).toBe(429);
    expect(await fundraisers()).toHaveLength(3);
  });

  it('drops a robot’s fundraiser (the honeypot) without storing or sending anything', async () => {
    const robot = await postFundraiser(t, { homepage: 'http://spam.example' });
    expect(robot.statusCode).toBe(200);
    expect(await fundraisers()).toEqual([]);
    expect(await t.outbox()).toEqual([]);
  });

  it('the organiser edits, adds a photo, posts an update and closes early; others cannot', async () => {
    const { id, slug, organiser } = await approvedFundraiser(t, cookie);
    const edited = await as(organiser, 'PATCH', `/api/my-fundraisers/${id}`, {
      story: 'Now with a link: https://example.org',
      emailPerGift: false,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().fundraiser).toMatchObject({ emailPerGift: false });

    const form = await multipart({
      image: { data: await testImage('jpeg', 1600, 1200), filename: 'me.jpg', type: 'image/jpeg' },
    });
    const photo = await t.app.inject({
      method: 'PUT',
      url: `/api/my-fundraisers/${id}/photo`,
      payload: form.payload,
      headers: { ...form.headers, cookie: organiser },
    });
    expect(photo.statusCode).toBe(200);
    expect(photo.json().fundraiser.image).toMatchObject({ url: expect.stringMatching(/\.webp$/) });
    const noPhoto = await as(organiser, 'DELETE', `/api/my-fundraisers/${id}/photo`);
    expect(noPhoto.json().fundraiser.image).toBeNull();

    const update = await as(organiser, 'POST', `/api/my-fundraisers/${id}/updates`, {
      text: 'Thank you all!',
    });
    expect(update.statusCode).toBe(200);
    expect((await get(`/api/fundraisers/${slug}`)).json().fundraiser.updates).toMatchObject([
      { text: 'Thank you all!' },
    ]);

    // Another person signed in by link sees none of it.
    await postFundraiser(t, { organiserEmail: 'bo@example.org' });
    const other = await signInByLink(t, 'bo@example.org');
    for (const response of [
      await as(other, 'PATCH', `/api/my-fundraisers/${id}`, { title: 'Mine now' }),
      await as(other, 'POST', `/api/my-fundraisers/${id}/close`),
      await as(other, 'POST', `/api/my-fundraisers/${id}/updates`, { text: 'Hi' }),
    ]) {
      expect(response.statusCode).toBe(404);
    }
    for (const response of [
      await as('', 'GET', '/api/my-fundraisers'),
      await as('', 'PATCH', `/api/my-fundraisers/${id}`, { title: 'X' }),
      await as('', 'POST', `/api/my-fundraisers/${id}/close`),
    ]) {
      expect(response.statusCode).toBe(401);
    }

    const closed = await as(organiser, 'POST', `/api/my-fundraisers/${id}/close`);
    expect(closed.json().fundraiser).toMatchObject({
      closedAt: expect.any(String),
      progress: { ended: true, daysLeft: 0 },
    });
    await expect(startGift(t.app, { fundraiser: slug })).rejects.toThrow('not taking gifts');
    const late = await as(organiser, 'PATCH', `/api/my-fundraisers/${id}`, { title: 'Later' });
    expect(late.statusCode).toBe(409);
  });

  it('keeps links out of the text until the admin approves', async () => {
    await postFundraiser(t);
    const organiser = await signInByLink(t, ORGANISER);
    const [row] = await fundraisers();
    const linked = await as(organiser, 'PATCH', `/api/my-fundraisers/${row?.id}`, {
      story: 'Visit www.example.com',
    });
    expect(linked.statusCode).toBe(400);
  });

  it('e-mails the organiser each gift as the giver allowed, once per gift', async () => {
    const { slug } = await approvedFundraiser(t, cookie);
    const before = (await mailTo(ORGANISER)).length;
    await giveByCard(t, {
      fundraiser: slug,
      donorName: 'Cecilia Ek',
      donorEmail: 'cecilia@example.org',
      showName: true,
      publicMessage: 'Happy birthday!',
    });
    await giveByCard(t, { fundraiser: slug, amount: 40, showAmount: true, donorEmail: '' });
    const gifts = (await mailTo(ORGANISER)).slice(before);
    expect(gifts.map((m) => m.subject)).toEqual([
      'A new gift to "Anna turns 40"',
      'A new gift to "Anna turns 40"',
    ]);
    expect(gifts[0]?.text_body).toContain('Cecilia Ek has given');
    expect(gifts[0]?.text_body).toContain('Their message: Happy birthday!');
    expect(gifts[0]?.text_body).not.toContain('100');
    expect(gifts[1]?.text_body).toContain('Someone who wishes to stay anonymous');
    expect(gifts[1]?.text_body).toContain(formatSek(4_000));
    const page = (await get(`/api/fundraisers/${slug}`)).json();
    expect(page.latestGifts).toMatchObject([
      { name: null, amountOre: 4_000, message: null },
      { name: 'Cecilia', amountOre: null, message: 'Happy birthday!' },
    ]);
  });

  it('"Report this page" reaches the admin, who marks it handled', async () => {
    const { id, slug } = await approvedFundraiser(t, cookie);
    const report = await t.app.inject({
      method: 'POST',
      url: `/api/fundraisers/${slug}/reports`,
      payload: { reason: 'This is not a real person.', altcha: await solvedChallenge(t.app) },
    });
    expect(report.statusCode).toBe(200);
    const notice = (await mailTo('office@example.org')).at(-1);
    expect(notice?.subject).toBe('A fundraiser page was reported: Anna turns 40');
    expect(notice?.text_body).toContain('This is not a real person.');
    const listed = (await as(cookie, 'GET', '/api/admin/fundraisers')).json().fundraisers[0];
    expect(listed.reports).toMatchObject([
      { reason: 'This is not a real person.', handledAt: null },
    ]);
    const handled = await as(
      cookie,
      'POST',
      `/api/admin/fundraisers/${id}/reports/${listed.reports[0].id}/handled`,
    );
    expect(handled.statusCode).toBe(200);
    // The admin may take a reported page down: declined, with the reason e-mailed.
    const down = await as(cookie, 'POST', `/api/admin/fundraisers/${id}/decision`, {
      approve: false,
      reason: 'Reported as a fake.',
    });
    expect(down.json().fundraiser.status).toBe('declined');
    expect((await mailTo(ORGANISER)).at(-1)?.text_body).toContain(
      'The reason: Reported as a fake.',
    );
    expect((await get(`/api/fundraisers/${slug}`)).statusCode).toBe(404);
    const noReason = await t.app.inject({
      method: 'POST',
      url: `/api/fundraisers/${slug}/reports`,
      payload: { reason: '', altcha: await solvedChallenge(t.app) },
    });
    expect(noReason.statusCode).toBe(400);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/fundraisers/nobody/reports',
      payload: { reason: 'Spam', altcha: await solvedChallenge(t.app) },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('signed out, the admin’s calls answer 401', async () => {
    for (const response of [
      await as('', 'GET', '/api/admin/fundraisers'),
      await as('', 'POST', '/api/admin/fundraisers/1/decision', { approve: true }),
      await as('', 'POST', '/api/admin/fundraisers/1/reports/1/handled'),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: expect.any(String) });
    }
  });

  it('sends the organiser a summary once it has ended, once', async () => {
    const { slug } = await approvedFundraiser(t, cookie);
    await giveByCard(t, { fundraiser: slug, amount: 300, donorEmail: 'bo@example.org' });
    const deps = { db: t.db, clock: t.clock, mailer: t.app.deps.mailer };
    expect(await queueFundraiserSummaries(deps)).toBe(0);
    t.clock.set(new Date('2026-03-02T08:00:00.000Z'));
    expect(await queueFundraiserSummaries(deps)).toBe(1);
    expect(await queueFundraiserSummaries(deps)).toBe(0);
    const summary = (await mailTo(ORGANISER)).at(-1);
    expect(summary?.subject).toBe('Your fundraiser "Anna turns 40" has ended');
    expect(summary?.text_body).toContain(`Raised: ${formatSek(30_000)} from 1 gifts.`);
  });

  it('the organiser’s name and address are exported, erased and purged', async () => {
    const { slug } = await approvedFundraiser(t, cookie);
    await postFundraiser(t, { title: 'Never confirmed', organiserEmail: 'cecilia@example.org' });
    const personalData = createPersonalDataService({
      db: t.db,
      clock: t.clock,
      providers: [fundraisersData],
      payments: t.payments,
    });
    const found = await fundraisersData.find(t.db, 'ANNA@example.org', {
      personalDataKey: undefined,
    });
    expect(found).toMatchObject([{ organiser_email: ORGANISER, title: 'Anna turns 40' }]);
    await personalData.eraseFor(ORGANISER);
    expect((await get(`/api/fundraisers/${slug}`)).json().fundraiser.organiserName).toBeNull();
    expect(JSON.stringify(await fundraisers())).not.toContain(ORGANISER);
    // An address never confirmed within a week is not kept.
    t.clock.advance(8 * 24 * 60 * 60_000);
    expect(await fundraisersData.clearUnneeded?.(t.db, t.clock.now())).toBe(1);
    expect((await fundraisers()).map((row) => row.title)).toEqual(['Anna turns 40']);
  });
});
