import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EMAIL_STYLE_SOURCE } from './lib/email/branded-email.tsx';
import { HttpError } from './lib/http-error.ts';
import {
  createTestApp,
  STYLED_PAGE,
  TEST_ADMIN,
  TEST_SCRIPT_HASH,
  TEST_STYLE_HASH,
  type TestApp,
} from './testing/test-app.ts';
import { testDialects } from './testing/test-db.ts';

const HOST = 'charity.example';
const SERVER_ERROR = { error: 'Something went wrong on our side. Please try again.' };

/** The directives of a Content-Security-Policy header, by name. */
function parseCsp(header: unknown): Map<string, string[]> {
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((tokens) => tokens[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

describe.each(testDialects)('GET /healthz on %s', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ dialect });
  });
  afterEach(() => t.close());

  it('answers 200 { ok: true } while the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 { error } when the database is gone', async () => {
    await t.app.ready();
    await t.db.destroy();
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ error: 'The database is not answering.' });
  });
});

describe('HTTP basics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    t.app.get('/api/test-crash', async () => {
      throw new Error('connect ECONNREFUSED 10.0.0.5:5432 password=hunter2');
    });
    t.app.get('/api/test-upstream', async () => {
      throw Object.assign(new Error('upstream said: internal detail'), { statusCode: 502 });
    });
    t.app.get('/api/test-teapot', async () => {
      throw new HttpError(418, 'I am a teapot.');
    });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { host: HOST, ...headers } });
  const postLogin = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: TEST_ADMIN,
      headers: { host: HOST, ...headers },
    });

  describe('not found', () => {
    it.each([
      ['GET', '/api/nothing-here'],
      ['GET', '/api'],
      ['POST', '/api/nothing-here'],
      ['DELETE', '/who-we-are'],
    ])('%s %s answers a JSON 404 { error }', async (method, url) => {
      const response = await t.app.inject({
        method: method as 'GET',
        url,
        headers: { host: HOST },
      });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ error: 'Not found' });
    });

    it('answers an unknown page with a 404 status and the Not Found page', async () => {
      const response = await get('/no-such-page?x=1');
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('<h1>Page not found</h1>');
    });
  });

  describe('pages', () => {
    it('serves a pre-rendered page with the origin filled in', async () => {
      const response = await get('/');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toBe(`<h1>Home http://${HOST}</h1>`);
      expect(response.headers['cache-control']).toBe('no-cache');
    });

    it('answers 304 when the page is unchanged', async () => {
      const first = await get('/who-we-are');
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^".+"$/);
      const again = await get('/who-we-are', { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    });

    it('redirects a known page with a trailing slash to its address without one', async () => {
      const response = await get('/who-we-are/');
      expect(response.statusCode).toBe(301);
      expect(response.headers.location).toBe('/who-we-are');
      const withQuery = await get('/who-we-are/?utm_source=newsletter');
      expect(withQuery.headers.location).toBe('/who-we-are?utm_source=newsletter');
      expect((await get('/no-such-page/')).statusCode).toBe(404);
    });

    it('serves hashed assets with a long cache lifetime', async () => {
      const response = await get('/assets/app-abc123.js');
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('console.log(1)');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });
  });

  describe('security headers', () => {
    it.each(['/', '/api/check-session', '/no-such-page'])('are sent on %s', async (url) => {
      const response = await get(url);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      // The site uses no camera, microphone or position, nor the Payment Request API (the card
      // field is Stripe's CardElement); nothing it embeds may ask for them either.
      expect(response.headers['permissions-policy']).toBe(
        'camera=(), microphone=(), geolocation=(), payment=()',
      );
      const csp = parseCsp(response.headers['content-security-policy']);
      // The only inline script and styles allowed are the ones the build put into the pages, and
      // the e-mails' stylesheet (the outbox shows their HTML in frames under this policy).
      expect(csp.get('script-src')).toEqual(["'self'", TEST_SCRIPT_HASH]);
      expect(csp.get('style-src')).toEqual(["'self'", TEST_STYLE_HASH, EMAIL_STYLE_SOURCE]);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.has('script-src-attr')).toBe(false);
      expect(csp.has('script-src-elem')).toBe(false);
      expect(csp.has('upgrade-insecure-requests')).toBe(false);
    });

    it('serve a page’s inline stylesheet whole, allowed by the build’s hash beside the first script', async () => {
      const response = await get('/who-we-are');
      expect(response.body).toContain(STYLED_PAGE.slice(0, STYLED_PAGE.indexOf('</head>')));
      const csp = parseCsp(response.headers['content-security-policy']);
      expect(csp.get('style-src')).toEqual(["'self'", TEST_STYLE_HASH, EMAIL_STYLE_SOURCE]);
      expect(csp.get('script-src')).toEqual(["'self'", TEST_SCRIPT_HASH]);
    });
  });

  describe('the Origin check', () => {
    it.each([
      ['another site', { origin: 'https://evil.example' }],
      ['an opaque origin', { origin: 'null' }],
      ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ])('refuses a POST from %s with 403 { error } and no session', async (_name, headers) => {
      const response = await postLogin(headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: 'Cross-site requests are not allowed.' });
      expect(response.headers['set-cookie']).toBeUndefined();
    });

    it.each([
      ['the same origin', { origin: `http://${HOST}`, 'sec-fetch-site': 'same-origin' }],
      // Behind a TLS-terminating proxy without TRUST_PROXY the request looks like plain http.
      ['the same host over https behind a proxy', { origin: `https://${HOST}` }],
      ['no Origin (not a browser page)', {}],
    ])('lets a POST from %s through', async (_name, headers) => {
      const response = await postLogin(headers);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true });
    });

    it('keeps a session alive against a cross-site logout', async () => {
      const cookie = await t.login();
      const logout = await t.app.inject({
        method: 'POST',
        url: '/api/logout',
        headers: { host: HOST, origin: 'https://evil.example', cookie },
      });
      expect(logout.statusCode).toBe(403);
      expect((await get('/api/check-session', { cookie })).json()).toEqual({ loggedIn: true });
    });

    it('does not refuse reads from another site', async () => {
      const response = await get('/api/check-session', { origin: 'https://evil.example' });
      expect(response.statusCode).toBe(200);
    });
  });

  describe('errors', () => {
    it('answers a body that is not JSON with 400 { error }', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { host: HOST, 'content-type': 'application/json' },
        payload: '{"username": "admin", ',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'The request body is not valid JSON.' });
    });

    it('answers an unsupported content type with 415 { error }', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { host: HOST, 'content-type': 'application/x-unknown' },
        payload: 'username=admin',
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ error: 'Unsupported content type.' });
    });

    it('answers a body over the limit with 413 { error }', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { host: HOST, 'content-type': 'application/json' },
        payload: JSON.stringify({ username: 'admin', password: 'x'.repeat(1024 * 1024) }),
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ error: 'The request is too large.' });
    });

    it('answers an unexpected failure with 500 and no internals', async () => {
      const response = await get('/api/test-crash');
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual(SERVER_ERROR);
      expect(response.body).not.toMatch(/ECONNREFUSED|hunter2|stack/);
    });

    it('hides the message of any 5xx error', async () => {
      const response = await get('/api/test-upstream');
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual(SERVER_ERROR);
    });

    it('sends the message of an HttpError with its status', async () => {
      const response = await get('/api/test-teapot');
      expect(response.statusCode).toBe(418);
      expect(response.json()).toEqual({ error: 'I am a teapot.' });
    });
  });

  describe('robots.txt and sitemap.xml', () => {
    it('serves robots.txt that keeps crawlers out of the admin and points to the sitemap', async () => {
      const response = await get('/robots.txt');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(response.body).toContain('User-agent: *');
      expect(response.body).toContain('Disallow: /admin');
      expect(response.body).toContain('Disallow: /api/');
      expect(response.body).toContain(`Sitemap: http://${HOST}/sitemap.xml`);
    });

    it('serves sitemap.xml with every public page and without /admin or /login', async () => {
      const response = await get('/sitemap.xml');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
      const locations = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
      expect(locations).toEqual([`http://${HOST}/`, `http://${HOST}/who-we-are`]);
      expect(response.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    });
  });
});

describe('with PUBLIC_URL set to an https address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://www.charity.example/' } });
  });
  afterAll(() => t.close());

  it('writes absolute addresses with it, whatever the Host header says', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/', headers: { host: '10.0.0.2' } });
    expect(page.body).toBe('<h1>Home https://www.charity.example</h1>');
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.body).toContain('<loc>https://www.charity.example/who-we-are</loc>');
  });

  it('accepts POSTs from that origin even when the Host header is internal', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: TEST_ADMIN,
      headers: { host: '10.0.0.2:3000', origin: 'https://www.charity.example' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('asks browsers to upgrade insecure requests', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(
      parseCsp(response.headers['content-security-policy']).has('upgrade-insecure-requests'),
    ).toBe(true);
  });
});
