import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appealInput, appealSwedish, createAppeal } from '../../testing/appeals.ts';
import { giveByCard, startGift } from '../../testing/payments.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDialects } from '../../testing/test-db.ts';
import { filesIn, multipart, testImage } from '../../testing/uploads.ts';

describe.each(testDialects)('appeals on %s', (dialect) => {
  let t: TestApp;
  let cookie: string;

  const get = (url: string, language?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      ...(language ? { headers: { 'accept-language': language } } : {}),
    });
  const send = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { cookie } });

  beforeEach(async () => {
    t = await createTestApp({ dialect });
    cookie = await t.login();
  });
  afterEach(() => t.close());

  it('the admin creates an appeal; the public reads it with its progress and days left', async () => {
    const response = await send('POST', '/api/admin/appeals', appealInput);
    expect(response.statusCode).toBe(201);
    expect(response.json().appeal).toMatchObject({
      id: expect.any(Number),
      slug: 'christmas-well',
      goalOre: 5_000_000,
      status: 'published',
      sv: null,
      progress: { raisedOre: 0, gifts: 0, goalOre: 5_000_000, daysLeft: 16, ended: false },
    });

    const current = await get('/api/appeals');
    expect(current.statusCode).toBe(200);
    expect(current.json().appeals).toMatchObject([
      { slug: 'christmas-well', title: 'A well for Kibera', lang: 'en' },
    ]);
    const page = await get('/api/appeals/christmas-well');
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      appeal: { title: 'A well for Kibera', content: appealInput.content },
      latestGifts: [],
    });
  });

  it('answers a Swedish reader the Swedish version, block by block', async () => {
    await createAppeal(t, cookie, { sv: appealSwedish });
    const page = (await get('/api/appeals/christmas-well', 'sv')).json();
    expect(page.appeal).toMatchObject({
      title: 'En brunn för Kibera',
      summary: 'Rent vatten för 400 familjer.',
      lang: 'sv',
      content: [
        { type: 'text', text: 'Byn går två timmar efter vatten.' },
        { type: 'image', src: '/images/stories/water.svg' },
        { type: 'text', text: 'En brunn ändrar det.' },
      ],
    });
    expect((await get('/api/appeals/christmas-well', 'en')).json().appeal.title).toBe(
      'A well for Kibera',
    );
    const admin = await send('POST', '/api/admin/appeals', {
      ...appealInput,
      slug: 'half',
      sv: { ...appealSwedish, blocks: ['Bara en'] },
    });
    expect(admin.statusCode).toBe(400);
  });

  it('keeps drafts and appeals not yet begun off the public list; a draft has no page', async () => {
    await createAppeal(t, cookie, { slug: 'draft', status: 'draft' });
    await createAppeal(t, cookie, { slug: 'spring', startsOn: '2026-03-01', endsOn: '2026-04-01' });
    expect((await get('/api/appeals')).json().appeals).toEqual([]);
    expect((await get('/api/appeals/draft')).statusCode).toBe(404);
    expect((await get('/api/appeals/nothing-here')).json()).toEqual({ error: 'Appeal not found.' });
    expect((await get('/api/appeals/spring')).statusCode).toBe(200);
    const all = (await send('GET', '/api/admin/appeals')).json().appeals;
    expect(all.map((appeal: { slug: string }) => appeal.slug).sort()).toEqual(['draft', 'spring']);
  });

  it('an ended appeal keeps its page, marked ended, and takes no more gifts', async () => {
    const { id } = await createAppeal(t, cookie);
    const patch = await send('PATCH', `/api/admin/appeals/${id}`, { status: 'ended' });
    expect(patch.statusCode).toBe(200);
    expect(patch.json().appeal.progress).toMatchObject({ ended: true, daysLeft: 0 });
    expect((await get('/api/appeals')).json().appeals).toEqual([]);
    expect((await get('/api/appeals/christmas-well')).json().appeal.progress.ended).toBe(true);
    await expect(startGift(t.app, { appeal: 'christmas-well' })).rejects.toThrow(
      'This appeal is not taking gifts now.',
    );
    // Past its last day, a published appeal has ended too.
    await send('PATCH', `/api/admin/appeals/${id}`, { status: 'published' });
    t.clock.set(new Date('2026-02-01T10:00:00.000Z'));
    expect((await get('/api/appeals/christmas-well')).json().appeal.progress).toMatchObject({
      ended: true,
      daysLeft: 0,
    });
  });

  it('edits an appeal: its slug, its texts, its Swedish version left or removed', async () => {
    const { id } = await createAppeal(t, cookie, { sv: appealSwedish });
    const renamed = await send('PATCH', `/api/admin/appeals/${id}`, {
      slug: 'well',
      goal: 60_000,
    });
    expect(renamed.json().appeal).toMatchObject({ slug: 'well', goalOre: 6_000_000 });
    expect(renamed.json().appeal.sv).toEqual(appealSwedish);
    const extraBlock = await send('PATCH', `/api/admin/appeals/${id}`, {
      content: [...appealInput.content, { type: 'text', text: 'One more' }],
    });
    expect(extraBlock.statusCode).toBe(400);
    const removed = await send('PATCH', `/api/admin/appeals/${id}`, { sv: null });
    expect(removed.json().appeal.sv).toBeNull();
    const backwards = await send('PATCH', `/api/admin/appeals/${id}`, { endsOn: '2025-12-01' });
    expect(backwards.statusCode).toBe(400);
    await createAppeal(t, cookie, { slug: 'other' });
    const taken = await send('PATCH', `/api/admin/appeals/${id}`, { slug: 'other' });
    expect(taken.statusCode).toBe(409);
    expect((await send('PATCH', '/api/admin/appeals/999', { title: 'X' })).statusCode).toBe(404);
  });

  it.each([
    ['no title', { title: '' }],
    ['no blocks', { content: [] }],
    ['a goal that is not whole kronor', { goal: 10.5 }],
    ['a goal of nothing', { goal: 0 }],
    ['an end before the start', { startsOn: '2026-02-01', endsOn: '2026-01-01' }],
    ['a date that does not exist', { endsOn: '2026-02-30' }],
    ['an unknown status', { status: 'live' }],
    ['a slug with spaces', { slug: 'a well' }],
    ['a cover that is not an upload', { image: '/uploads/someone-elses.png' }],
    ['a cover on another site', { image: 'https://example.org/x.jpg' }],
  ])('refuses %s with 400 { error }, adding nothing', async (_case, changes) => {
    const response = await send('POST', '/api/admin/appeals', { ...appealInput, ...changes });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: expect.any(String) });
    expect(await t.db.selectFrom('appeals').selectAll().execute()).toEqual([]);
  });

  it('refuses a slug already taken with 409', async () => {
    await createAppeal(t, cookie);
    const again = await send('POST', '/api/admin/appeals', appealInput);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'slug: An appeal with that slug already exists.' });
  });

  it('deletes an appeal without gifts; one with gifts is ended instead (409)', async () => {
    const unused = await createAppeal(t, cookie, { slug: 'unused' });
    expect((await send('DELETE', `/api/admin/appeals/${unused.id}`)).json()).toEqual({
      success: true,
    });
    const { id } = await createAppeal(t, cookie);
    await giveByCard(t, { appeal: id });
    const refused = await send('DELETE', `/api/admin/appeals/${id}`);
    expect(refused.statusCode).toBe(409);
    expect((await send('DELETE', '/api/admin/appeals/999')).statusCode).toBe(404);
  });

  it('signed out, every admin call answers 401 and changes nothing', async () => {
    const { id } = await createAppeal(t, cookie);
    cookie = '';
    for (const response of [
      await get('/api/admin/appeals'),
      await send('POST', '/api/admin/appeals', { ...appealInput, slug: 'new' }),
      await send('PATCH', `/api/admin/appeals/${id}`, { title: 'Changed' }),
      await send('DELETE', `/api/admin/appeals/${id}`),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: expect.any(String) });
    }
    expect(await t.db.selectFrom('appeals').select(['slug', 'title']).execute()).toEqual([
      { slug: 'christmas-well', title: 'A well for Kibera' },
    ]);
  });

  it('shows uploaded pictures; a story that stops showing one leaves it to the appeal', async () => {
    const form = await multipart({
      image: { data: await testImage('png'), filename: 'well.png', type: 'image/png' },
    });
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/admin/stories/images',
      payload: form.payload,
      headers: { ...form.headers, cookie },
    });
    expect(upload.statusCode).toBe(201);
    const { src } = upload.json();
    const story = {
      id: 'well-story',
      title: 'The well',
      excerpt: 'Water',
      category: 'Health',
      date: '2026-01-10',
      image: src,
      alt: 'A well',
      content: [{ type: 'text', text: 'Text' }],
    };
    expect((await send('POST', '/api/admin/stories', story)).statusCode).toBe(201);
    await createAppeal(t, cookie, {
      image: src,
      content: [{ type: 'image', src, alt: 'The well' }],
    });
    const stored = filesIn(t.uploadsDir);
    expect((await send('DELETE', '/api/admin/stories/well-story')).statusCode).toBe(200);
    expect(filesIn(t.uploadsDir)).toEqual(stored);
  });

  it('lists published appeals in the sitemap, in both languages', async () => {
    await createAppeal(t, cookie);
    await createAppeal(t, cookie, { slug: 'secret', status: 'draft' });
    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).toContain('/appeals/christmas-well</loc>');
    expect(sitemap).toContain('/sv/appeals/christmas-well</loc>');
    expect(sitemap).not.toContain('secret');
  });
});
