import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type AdminClient, signInAdmin } from '../testing/admin-client.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testDialects } from '../testing/test-db.ts';

// The public list calls keep their encoded answer per content version and language
// (public-answers.ts): every change must still show at once, in each language.
describe.each(testDialects)('kept answers of the public list calls on %s', (dialect) => {
  let t: TestApp;
  let admin: AdminClient;

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const titles = async (language: string) =>
    (await get('/api/news', { 'accept-language': language }))
      .json<{ title: string }[]>()
      .map((item) => item.title);

  beforeEach(async () => {
    t = await createTestApp({ dialect });
    admin = await signInAdmin(t);
  });
  afterEach(() => t.close());

  it('an admin’s news edit shows at once in English and in Swedish, each in its language', async () => {
    const created = await admin.send('POST', '/api/news', {
      title: 'Harvest',
      content: 'A good year.',
      sv: { title: 'Skörd', content: 'Ett gott år.' },
    });
    const { id } = created.json<{ id: number }>();
    // Read twice each, so the second comes from what was kept.
    for (let round = 0; round < 2; round++) {
      expect(await titles('en')).toEqual(['Harvest']);
      expect(await titles('sv')).toEqual(['Skörd']);
    }

    await admin.send('PATCH', '/api/news', {
      id,
      title: 'Harvest festival',
      content: 'A good year.',
      sv: { title: 'Skördefest', content: 'Ett gott år.' },
    });
    expect(await titles('en')).toEqual(['Harvest festival']);
    expect(await titles('sv')).toEqual(['Skördefest']);

    await admin.send('POST', '/api/news', { title: 'Only English', content: 'Nothing else.' });
    expect(await titles('sv')).toEqual(['Only English', 'Skördefest']);
    expect(await titles('en')).toEqual(['Only English', 'Harvest festival']);

    await admin.send('DELETE', `/api/news?id=${id}`);
    expect(await titles('en')).toEqual(['Only English']);
    expect(await titles('sv')).toEqual(['Only English']);
  });

  it('the admin’s own view is read afresh and never served to a visitor', async () => {
    await admin.send('POST', '/api/news', {
      title: 'Harvest',
      content: 'A good year.',
      sv: { title: 'Skörd', content: 'Ett gott år.' },
    });
    const asAdmin = await get('/api/news', { cookie: admin.cookie, 'accept-language': 'sv' });
    expect(asAdmin.headers['cache-control']).toBe('no-store');
    expect(asAdmin.headers.etag).toBeUndefined();
    expect(asAdmin.json()[0]).toMatchObject({ title: 'Harvest', sv: { title: 'Skörd' } });
    const visitor = await get('/api/news', { 'accept-language': 'sv' });
    expect(visitor.json()[0]).toMatchObject({ title: 'Skörd', lang: 'sv' });
    expect(visitor.json()[0]).not.toHaveProperty('sv');
  });

  it('answers 304 to the current ETag of each language, and the full answer after a change', async () => {
    await admin.send('POST', '/api/news', {
      title: 'Harvest',
      content: 'A good year.',
      sv: { title: 'Skörd', content: 'Ett gott år.' },
    });
    const english = await get('/api/news', { 'accept-language': 'en' });
    const swedish = await get('/api/news', { 'accept-language': 'sv' });
    expect(english.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(swedish.headers.etag).not.toBe(english.headers.etag);
    expect(english.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(english.headers.vary).toMatch(/Accept-Language/);

    const again = await get('/api/news', { 'if-none-match': String(english.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // The other language's validator does not match this one's answer.
    const crossed = await get('/api/news', {
      'accept-language': 'en',
      'if-none-match': String(swedish.headers.etag),
    });
    expect(crossed.statusCode).toBe(200);

    await admin.send('POST', '/api/news', { title: 'More', content: 'News.' });
    const changed = await get('/api/news', { 'if-none-match': String(english.headers.etag) });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toHaveLength(2);
  });

  it('is compressed once for browsers (Brotli, else gzip), each encoding with its own ETag', async () => {
    const content = 'A good year for the gardens of the partner churches. '.repeat(30);
    await admin.send('POST', '/api/news', { title: 'Harvest', content });
    const plain = await get('/api/news');
    const br = await get('/api/news', { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await get('/api/news', { 'accept-encoding': 'gzip' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.vary).toMatch(/Accept-Language.*Accept-Encoding/);
    expect(new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]).size).toBe(3);

    const again = await get('/api/news', {
      'accept-encoding': 'gzip, deflate, br',
      'if-none-match': String(br.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    // A validator of one encoding does not stand for another's bytes.
    const crossed = await get('/api/news', { 'if-none-match': String(br.headers.etag) });
    expect(crossed.statusCode).toBe(200);
    expect(crossed.headers['content-encoding']).toBeUndefined();
  });

  it('is sent as it is while shorter than 1 KB, with one ETag for every client and no Vary on encodings', async () => {
    await admin.send('POST', '/api/news', { title: 'Harvest', content: 'A good year.' });
    const plain = await get('/api/news');
    const br = await get('/api/news', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBeUndefined();
    expect(br.body).toBe(plain.body);
    expect(br.headers.etag).toBe(plain.headers.etag);
    expect(br.headers.vary).not.toMatch(/Accept-Encoding/i);
    const again = await get('/api/news', {
      'accept-encoding': 'gzip, deflate, br',
      'if-none-match': String(plain.headers.etag),
    });
    expect(again.statusCode).toBe(304);
  });

  it('a kept list of events drops an event once its day in Stockholm has passed', async () => {
    // The test clock says 2026-01-15, 11:00 in Stockholm.
    const response = await admin.send('POST', '/api/admin/events', {
      id: 'today-walk',
      title: 'Walk',
      category: 'Upplevelse',
      startDate: '2026-01-15',
      startTime: '18:00',
      endDate: '',
      endTime: '20:00',
      location: 'Slottsskogen',
      city: 'Göteborg',
      description: 'A walk.',
      priceAdult: 0,
      priceYouth: 0,
      priceChild: 0,
      spotsLeft: 10,
      status: 'published',
    });
    expect(response.statusCode, response.body).toBe(201);
    const ids = async () =>
      (await get('/api/events')).json<{ events: { id: string }[] }>().events.map((e) => e.id);
    expect(await ids()).toEqual(['today-walk']);
    expect(await ids()).toEqual(['today-walk']);
    t.clock.advance(24 * 60 * 60 * 1000);
    expect(await ids()).toEqual([]);
  });

  it('GET /api/prayer.php?action=list_current shows a new count at once', async () => {
    const added = await admin.send('POST', '/api/prayer.php?action=add', {
      title: 'For the harvest',
      content: 'That it is good.',
    });
    expect(added.statusCode, added.body).toBe(201);
    const { id } = added.json<{ id: number }>();
    const count = async () =>
      (await get('/api/prayer.php?action=list_current'))
        .json<{ data: { id: number; pray_count: number }[] }>()
        .data.find((point) => point.id === id)?.pray_count;
    expect(await count()).toBe(0);
    await t.app.inject({
      method: 'POST',
      url: '/api/prayer.php?action=increment',
      payload: { id },
    });
    expect(await count()).toBe(1);
  });
});
