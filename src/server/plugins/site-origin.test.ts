import { afterEach, describe, expect, it } from 'vitest';
import { solvedChallenge } from '../testing/challenge.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

describe('behind a proxy (TRUST_PROXY=true)', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('counts a client by the address the proxy saw, whatever the client wrote before it', async () => {
    t = await createTestApp({ env: { TRUST_PROXY: 'true', HOST: '127.0.0.1' } });
    const send = async (forged: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/send-email',
        remoteAddress: '127.0.0.1',
        // The client's own header, then the address the proxy appends.
        headers: { 'x-forwarded-for': `${forged}, 198.51.100.9` },
        payload: {
          name: 'Anna',
          email: 'anna@example.org',
          message: 'Hello there',
          altcha: await solvedChallenge(t.app),
        },
      });
    const statuses = [];
    for (let i = 1; i <= 9; i++) statuses.push((await send(`10.0.0.${i}`)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 429]);
  });

  it('never takes the site address from X-Forwarded-Host', async () => {
    t = await createTestApp({ env: { TRUST_PROXY: 'true', HOST: '127.0.0.1' } });
    const robots = await t.app.inject({
      method: 'GET',
      url: '/robots.txt',
      headers: { host: 'charity.example', 'x-forwarded-host': 'evil.example' },
    });
    expect(robots.body).toContain('http://charity.example/sitemap.xml');
    expect(robots.body).not.toContain('evil.example');
  });
});

describe('the site address without PUBLIC_URL (local use)', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('puts no Host header that could end an attribute into a page', async () => {
    t = await createTestApp();
    const page = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { host: 'x"><script>alert(1)</script>' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('<script>');
    expect(page.body).toContain('Home http://localhost');
  });

  it('uses PUBLIC_URL whatever the Host says', async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://charity.example' } });
    const page = await t.app.inject({ method: 'GET', url: '/', headers: { host: 'evil.example' } });
    expect(page.body).toContain('Home https://charity.example');
  });
});
