import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDialects } from '../../testing/test-db.ts';

describe.each(testDialects)('/api/news on %s', (dialect) => {
  let t: TestApp;
  let cookie: string;

  const list = async () => (await t.app.inject({ method: 'GET', url: '/api/news' })).json();
  const send = (method: 'POST' | 'PATCH' | 'DELETE', payload?: object, url = '/api/news') =>
    t.app.inject({ method, url, payload, headers: { cookie } });
  const add = async (title: string, content = `About ${title}`) =>
    (await send('POST', { title, content })).json();

  beforeEach(async () => {
    t = await createTestApp({ dialect });
    cookie = await t.login();
  });
  afterEach(() => t.close());

  it('GET lists nothing at first', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/news' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('POST adds an item and answers its id and created_at (plus the item)', async () => {
    const response = await send('POST', {
      title: '  Harvest  ',
      content: 'Line one\nLine two <b>kept as text</b>',
    });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toEqual({
      success: true,
      id: expect.any(Number),
      title: 'Harvest',
      content: 'Line one\nLine two <b>kept as text</b>',
      created_at: '2026-01-15T10:00:00.000Z',
      updated_at: '2026-01-15T10:00:00.000Z',
      lang: 'en',
    });
    expect(await list()).toEqual([
      {
        id: created.id,
        title: 'Harvest',
        content: 'Line one\nLine two <b>kept as text</b>',
        created_at: '2026-01-15T10:00:00.000Z',
        updated_at: '2026-01-15T10:00:00.000Z',
        lang: 'en',
      },
    ]);
  });

  it('GET lists newest first by updated_at, so an edit moves an item to the top', async () => {
    const first = await add('First');
    t.clock.advance(60_000);
    const second = await add('Second');
    expect((await list()).map((item: { id: number }) => item.id)).toEqual([second.id, first.id]);

    t.clock.advance(60_000);
    const response = await send('PATCH', { id: first.id, title: 'First, edited', content: 'New' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      id: first.id,
      title: 'First, edited',
      content: 'New',
      created_at: '2026-01-15T10:00:00.000Z',
      updated_at: '2026-01-15T10:02:00.000Z',
      lang: 'en',
    });
    expect((await list()).map((item: { id: number }) => item.id)).toEqual([first.id, second.id]);
  });

  it('DELETE ?id= removes the item and answers { success: true }', async () => {
    const item = await add('Old news');
    const response = await send('DELETE', undefined, `/api/news?id=${item.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(await list()).toEqual([]);
  });

  it('answers 404 { error } for an id that does not exist', async () => {
    const patch = await send('PATCH', { id: 999, title: 'T', content: 'C' });
    expect(patch.statusCode).toBe(404);
    expect(patch.json()).toEqual({ error: 'No news item with that id.' });
    const remove = await send('DELETE', undefined, '/api/news?id=999');
    expect(remove.statusCode).toBe(404);
    expect(remove.json()).toEqual({ error: 'No news item with that id.' });
  });

  it('signed out, every change answers 401 and changes nothing', async () => {
    const item = await add('Kept');
    const before = await list();
    cookie = '';
    for (const response of [
      await send('POST', { title: 'New', content: 'New' }),
      await send('PATCH', { id: item.id, title: 'Changed', content: 'Changed' }),
      await send('DELETE', undefined, `/api/news?id=${item.id}`),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: expect.any(String) });
    }
    expect(await list()).toEqual(before);
  });

  it.each([
    ['no title', { content: 'C' }],
    ['a blank title', { title: '   ', content: 'C' }],
    ['no content', { title: 'T' }],
    ['a title over 200 characters', { title: 'x'.repeat(201), content: 'C' }],
    ['content over 10,000 characters', { title: 'T', content: 'x'.repeat(10_001) }],
    ['a title that is not text', { title: 42, content: 'C' }],
  ])('POST refuses %s with 400 { error }, adding nothing', async (_case, payload) => {
    const response = await send('POST', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: expect.any(String) });
    expect(await list()).toEqual([]);
  });

  it.each([
    ['no id', { title: 'T', content: 'C' }],
    ['an id that is not a number', { id: 'abc', title: 'T', content: 'C' }],
    ['a boolean id', { id: true, title: 'T', content: 'C' }],
    ['a fractional id', { id: 1.5, title: 'T', content: 'C' }],
    ['a negative id', { id: -1, title: 'T', content: 'C' }],
    ['an id beyond 32 bits', { id: 99_999_999_999, title: 'T', content: 'C' }],
  ])('PATCH refuses %s with 400 { error }', async (_case, payload) => {
    const response = await send('PATCH', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: expect.any(String) });
  });

  it('DELETE refuses a missing or malformed id with 400 { error }', async () => {
    for (const url of ['/api/news', '/api/news?id=', '/api/news?id=x', '/api/news?id=1e3']) {
      const response = await send('DELETE', undefined, url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual({ error: expect.any(String) });
    }
  });

  it('refuses a body that is not JSON with 400 { error }', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/news',
      headers: { cookie, 'content-type': 'application/json' },
      payload: '{"title":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: expect.any(String) });
  });

  it('accepts an id sent as digits (a form value) as well as a number', async () => {
    const item = await add('Digits');
    const response = await send('PATCH', { id: String(item.id), title: 'T', content: 'C' });
    expect(response.statusCode).toBe(200);
  });
});
