import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preferredEncoding } from '../../lib/compression.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const HOST = 'charity.example';

describe('preferredEncoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['GZIP;q=0.5', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.0, gzip;q=0', undefined],
    ['identity', undefined],
  ])('%j → %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe('compressed responses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { host: HOST, ...headers } });

  it('sends a pre-rendered page in brotli or gzip as the browser accepts, with its origin filled in', async () => {
    const plain = await get('/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(`<h1>Home http://${HOST}</h1>`);

    const br = await get('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gzip = await get('/', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);

    expect(new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]).size).toBe(3);
  });

  it('sends a page with the security headers, whatever its query string; HEAD sends the headers alone', async () => {
    const br = { 'accept-encoding': 'br' };
    const page = await get('/who-we-are?utm_source=news', br);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.rawPayload.equals((await get('/who-we-are', br)).rawPayload)).toBe(true);

    const head = await t.app.inject({
      method: 'HEAD',
      url: '/who-we-are',
      headers: { host: HOST, ...br },
    });
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
    expect(head.headers.etag).toBe(page.headers.etag);
    expect(head.headers['content-length']).toBe(page.headers['content-length']);
  });

  it('answers 304 to the validator of the same encoding only', async () => {
    const br = await get('/who-we-are', { 'accept-encoding': 'br' });
    const etag = String(br.headers.etag);
    const again = await get('/who-we-are', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    const otherEncoding = await get('/who-we-are', {
      'accept-encoding': 'gzip',
      'if-none-match': etag,
    });
    expect(otherEncoding.statusCode).toBe(200);
  });

  it('sends the Not Found page compressed with its 404 status', async () => {
    const response = await get('/no-such-page', { 'accept-encoding': 'br' });
    expect(response.statusCode).toBe(404);
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('Page not found');
  });

  it('serves the .br file the build wrote beside an asset', async () => {
    const asset = path.join(t.config.staticDir, 'assets', 'app-abc123.js');
    fs.writeFileSync(`${asset}.br`, brotliCompressSync(fs.readFileSync(asset)));
    const response = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip, br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toMatch(/immutable/);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe('console.log(1)');
  });
});
