import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { FAKE_SSR_BUNDLE, renders } from '../testing/fake-ssr-bundle.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const ORIGIN = 'http://charity.example';
/** Headers that Node adds to every answer on a connection, whoever answers. */
const CONNECTION_HEADERS = ['date', 'connection', 'keep-alive'];

interface Site {
  t: TestApp;
  /** The URLs Fastify has answered (the front's answers never reach it). */
  answeredByFastify: string[];
  request(
    path: string,
    options?: { method?: string; headers?: Record<string, string> },
  ): Promise<{ status: number; headers: Record<string, string>; body: Buffer }>;
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function startSite(env: Record<string, string> = { PUBLIC_URL: ORIGIN }): Promise<Site> {
  const t = await createTestApp({ ssrBundle: FAKE_SSR_BUNDLE, env });
  cleanups.push(() => t.close());
  const answeredByFastify: string[] = [];
  t.app.addHook('onResponse', (request, _reply, done) => {
    answeredByFastify.push(request.url);
    done();
  });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = t.app.server.address() as AddressInfo;
  return {
    t,
    answeredByFastify,
    request: (path, { method = 'GET', headers = {} } = {}) =>
      new Promise((resolve, reject) => {
        const request = http.request({ host: '127.0.0.1', port, path, method, headers });
        request.on('error', reject);
        request.on('response', (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: withoutConnectionHeaders(response.headers),
              body: Buffer.concat(chunks),
            }),
          );
        });
        request.end();
      }),
  };
}

function withoutConnectionHeaders(
  headers: http.IncomingHttpHeaders | http.OutgoingHttpHeaders,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers)
      .filter(([name]) => !CONNECTION_HEADERS.includes(name))
      .map(([name, value]) => [name, String(value)]),
  );
}

async function addNews(t: TestApp, title: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/news',
    payload: { title, content: `About ${title}` },
    headers: { cookie: await t.login() },
  });
  expect(response.statusCode).toBe(201);
}

describe('the page front', () => {
  it.each([
    ['/?utm_source=news', ''],
    ['/?utm_source=news', 'gzip'],
    ['/?utm_source=news', 'gzip, deflate, br'],
    // With its own trimmed style, and so its own Content-Security-Policy.
    ['/who-we-are', 'gzip, deflate, br'],
  ])(
    'answers a pre-rendered page itself, as Fastify would: the same status, headers and bytes (%s, %j)',
    async (url, acceptEncoding) => {
      const site = await startSite();
      const headers = { 'accept-encoding': acceptEncoding };
      const front = await site.request(url, { headers });
      expect(site.answeredByFastify).toEqual([]);

      const fastify = await site.t.app.inject({ url, headers });
      expect(fastify.statusCode).toBe(200);
      expect(front.status).toBe(200);
      expect(front.headers).toEqual(withoutConnectionHeaders(fastify.headers));
      expect(front.body).toEqual(fastify.rawPayload);
      expect(front.headers['content-security-policy']).toContain("default-src 'self'");
    },
  );

  it('answers 304 to the validator of the page it has, and a HEAD with the headers alone', async () => {
    const site = await startSite();
    const headers = { 'accept-encoding': 'br' };
    const page = await site.request('/who-we-are', { headers });
    const again = await site.request('/who-we-are', {
      headers: { ...headers, 'if-none-match': page.headers.etag! },
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(page.headers.etag);

    const head = await site.request('/who-we-are', { method: 'HEAD', headers });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(page.headers['content-length']);
    expect(site.answeredByFastify).toEqual([]);

    const fastify = await site.t.app.inject({
      url: '/who-we-are',
      headers: { ...headers, 'if-none-match': page.headers.etag! },
    });
    expect(fastify.statusCode).toBe(304);
    expect(again.headers).toEqual(withoutConnectionHeaders(fastify.headers));
  });

  it('answers a page with data once Fastify has rendered it, until its content changes', async () => {
    const site = await startSite();
    await addNews(site.t, 'Harvest');
    const before = renders();
    const pagesByFastify = () => site.answeredByFastify.filter((url) => url === '/news-page');
    const first = await site.request('/news-page');
    expect(pagesByFastify()).toHaveLength(1);
    // Its compression finishes after that answer: from then on the page is kept.
    const answeredByTheFront = async () => {
      const count = pagesByFastify().length;
      const page = await site.request('/news-page');
      return pagesByFastify().length === count && page.body.equals(first.body);
    };
    await expect.poll(answeredByTheFront).toBe(true);
    expect(await answeredByTheFront()).toBe(true);
    expect(renders() - before).toBe(1);

    await addNews(site.t, 'Spring fair');
    const changed = await site.request('/news-page');
    expect(changed.body.toString()).toContain('<li>Spring fair</li>');
    expect(pagesByFastify().length).toBeGreaterThan(1);
    expect(renders() - before).toBe(2);
  });

  it('leaves to Fastify what is not a kept page: other methods, unknown paths, the API', async () => {
    const site = await startSite();
    await site.request('/who-we-are');
    expect(site.answeredByFastify).toEqual([]);

    expect((await site.request('/who-we-are', { method: 'POST' })).status).toBe(404);
    expect((await site.request('/no-such-page')).status).toBe(404);
    expect((await site.request('/api/news')).status).toBe(200);
    expect(site.answeredByFastify).toEqual(['/who-we-are', '/no-such-page', '/api/news']);
  });

  it('stays shut without PUBLIC_URL, when each request’s own origin goes into its page', async () => {
    const site = await startSite({});
    const page = await site.request('/', { headers: { host: 'charity.example:8080' } });
    expect(page.body.toString()).toBe('<h1>Home http://charity.example:8080</h1>');
    expect(site.answeredByFastify).toEqual(['/']);
  });
});
