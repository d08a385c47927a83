import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_DATA_ID } from '#shared/page-html.ts';
import { FAKE_SSR_BUNDLE, renders } from '../../testing/fake-ssr-bundle.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDialects } from '../../testing/test-db.ts';
import { seedSampleEvents } from '../sample-content/index.ts';

const HOST = 'charity.example';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function start(options: Parameters<typeof createTestApp>[0] = {}): Promise<TestApp> {
  const t = await createTestApp({ ...options, ssrBundle: FAKE_SSR_BUNDLE });
  cleanups.push(() => t.close());
  return t;
}

const get = (t: TestApp, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host: HOST, ...headers } });

async function addNews(t: TestApp, title: string) {
  const cookie = await t.login();
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/news',
    payload: { title, content: `About ${title}` },
    headers: { cookie },
  });
  expect(response.statusCode).toBe(201);
}

describe.each(testDialects)('pages rendered with their data (%s)', (dialect) => {
  it('renders once, serves the same page and 304 until the content changes, then renders once again', async () => {
    const t = await start({ dialect });
    await addNews(t, 'Harvest');
    const before = renders();
    const first = await get(t, '/news-page');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(first.body).toContain('<li>Harvest</li>');
    expect(first.body).toContain('<title>News</title>');
    expect(first.body).toContain(`<link rel="canonical" href="http://${HOST}/news-page" />`);
    const etag = String(first.headers.etag);

    const again = await get(t, '/news-page', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect((await get(t, '/news-page')).headers.etag).toBe(etag);
    expect(renders() - before).toBe(1);

    await addNews(t, 'Spring fair');
    const pages = await Promise.all(Array.from({ length: 10 }, () => get(t, '/news-page')));
    expect(renders() - before).toBe(2);
    for (const page of pages) {
      expect(page.body).toContain('<li>Spring fair</li>');
      expect(page.headers.etag).not.toBe(etag);
    }
    expect((await get(t, '/news-page', { 'if-none-match': etag })).statusCode).toBe(200);
  });

  it('sends a page compressed once, at Brotli’s best, from its first answer on', async () => {
    const t = await start({ dialect });
    for (const title of ['Harvest', 'Spring fair', 'New well', 'Choir tour'])
      await addNews(t, title);
    const br = { 'accept-encoding': 'br' };
    const first = await get(t, '/news-page', br);
    const html = brotliDecompressSync(first.rawPayload);
    const smallest = brotliCompressSync(html, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    });
    expect(first.rawPayload.equals(smallest)).toBe(true);
    const later = await get(t, '/news-page', br);
    expect(later.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(later.headers.etag).toBe(first.headers.etag);
  });

  it('renders a page again on a new day in Stockholm, when yesterday’s events leave', async () => {
    const t = await start({ dialect });
    const before = renders();
    await get(t, '/news-page');
    await get(t, '/news-page');
    expect(renders() - before).toBe(1);
    t.clock.advance(24 * 60 * 60 * 1000);
    await get(t, '/news-page');
    await get(t, '/news-page');
    expect(renders() - before).toBe(2);
  });

  it('answers an unknown item with the section’s Not Found page and a 404', async () => {
    const t = await start({ dialect });
    await seedSampleEvents(t.db, t.clock.now().toISOString());
    const known = await get(t, '/things/community-food-walk', { 'accept-encoding': 'br' });
    expect(known.statusCode).toBe(200);
    expect(known.headers['content-encoding']).toBe('br');

    const unknown = await get(t, '/things/no-such-event');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Event not found.');
    expect(unknown.body).not.toContain('rel="canonical"');
  });

  it('answers every unknown item from one shared 404: rendered once, nothing kept per address', async () => {
    const t = await start({ dialect });
    await seedSampleEvents(t.db, t.clock.now().toISOString());
    await get(t, '/things/community-food-walk');
    const before = renders();
    for (let i = 0; i < 20; i++) {
      const unknown = await get(t, `/things/no-such-event-${i}`);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.body).toContain('Event not found.');
      // The page is the item's own to the browser that hydrates it: its address, its data.
      expect(unknown.body).toContain(`href="/sv/things/no-such-event-${i}"`);
    }
    expect(renders() - before).toBe(1);
    // A known item's page was not pushed out by them.
    await get(t, '/things/community-food-walk');
    expect(renders() - before).toBe(1);
    // An address no item can have is the site's own Not Found page, at no cost.
    const odd = await get(t, '/things/No%20Such%3Cevent%3E');
    expect(odd.statusCode).toBe(404);
    expect(odd.body).toContain('Page not found');
    expect(odd.body).not.toContain('Such');
    expect(renders() - before).toBe(1);
  });

  it('lists the pages with data and their items in the sitemap', async () => {
    const t = await start({ dialect });
    const sitemap = (await get(t, '/sitemap.xml')).body;
    expect(sitemap).toContain(`<loc>http://${HOST}/news-page</loc>`);
    expect(sitemap).toContain(`<loc>http://${HOST}/things/community-food-walk</loc>`);
    expect(sitemap).not.toContain('/things/:id');
  });

  it('carries the data in a script that no content can end', async () => {
    const t = await start({ dialect });
    const title = 'Hi </script><script>alert(1)</script> \u2028 <!-- & done';
    await addNews(t, title);
    const { body } = await get(t, '/news-page');
    const script = body.match(
      new RegExp(`<script type="application/json" id="${PAGE_DATA_ID}">(.*?)</script>`),
    )?.[1];
    expect(script).toBeDefined();
    expect(script).not.toMatch(/[<>\u2028]/);
    expect(JSON.parse(script ?? '').news[0].title).toBe(title);
  });

  it('shows a change made on another instance on one database within a few seconds', async () => {
    const first = await start({ dialect });
    const second = await start({ dialect, db: first.connect() });
    expect((await get(second, '/news-page')).body).not.toContain('Across instances');
    await addNews(first, 'Across instances');
    await expect
      .poll(async () => (await get(second, '/news-page')).body, { timeout: 5000, interval: 100 })
      .toContain('<li>Across instances</li>');
  });
});
