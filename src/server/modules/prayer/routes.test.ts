import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type AdminClient, signInAdmin } from '../../testing/admin-client.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDialects } from '../../testing/test-db.ts';
import { PRAYER_LIMITS } from './service.ts';

const URL = '/api/prayer.php';

describe.each(testDialects)('/api/prayer.php on %s', (dialect) => {
  let t: TestApp;
  let admin: AdminClient;

  const get = (query: string) => t.app.inject({ method: 'GET', url: `${URL}?${query}` });
  const list = async () => (await get('action=list_current')).json().data;
  const post = (action: string, payload: object, options: { remoteAddress?: string } = {}) =>
    admin.send('POST', `${URL}?action=${action}`, payload, options);
  const add = async (title: string, display_order = 0) =>
    (await post('add', { title, content: `Pray for ${title}`, tag: 'Test', display_order })).json();
  const pray = (id: number, remoteAddress = '198.51.100.7') =>
    post('increment', { id }, { remoteAddress });

  beforeEach(async () => {
    t = await createTestApp({ dialect });
    admin = await signInAdmin(t);
  });
  afterEach(() => t.close());

  it('GET ?action=list_current answers { data: [] } at first', async () => {
    const response = await get('action=list_current');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: [] });
  });

  it('add stores a point and answers it with success', async () => {
    const response = await post('add', {
      title: ' Rain ',
      content: 'For the planting season.',
      tag: 'Agriculture',
      display_order: 3,
    });
    expect(response.statusCode).toBe(201);
    const point = {
      id: expect.any(Number),
      title: 'Rain',
      content: 'For the planting season.',
      tag: 'Agriculture',
      display_order: 3,
      pray_count: 0,
      created_at: '2026-01-15T10:00:00.000Z',
      updated_at: '2026-01-15T10:00:00.000Z',
      lang: 'en',
    };
    expect(response.json()).toEqual({ success: true, ...point });
    expect(await list()).toEqual([point]);
  });

  it('takes the action from the JSON body as well as from the query string', async () => {
    const response = await admin.send('POST', URL, {
      action: 'add',
      title: 'Body',
      content: 'Action in the body',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ title: 'Body', tag: '', display_order: 0 });
    const prayed = await t.app.inject({
      method: 'POST',
      url: URL,
      payload: { action: 'increment', id: response.json().id },
    });
    expect(prayed.json()).toEqual({ count: 1 });
  });

  it('list_current sorts by display_order, then id', async () => {
    const c = await add('C', 2);
    const a = await add('A', 1);
    const b = await add('B', 2);
    const d = await add('D', -5);
    expect((await list()).map((point: { id: number }) => point.id)).toEqual([
      d.id,
      a.id,
      c.id,
      b.id,
    ]);
  });

  it('increment is open to visitors and answers { count }', async () => {
    const point = await add('Peace');
    admin.cookie = '';
    expect((await pray(point.id)).json()).toEqual({ count: 1 });
    const response = await pray(point.id, '198.51.100.8');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ count: 2 });
    expect((await list())[0].pray_count).toBe(2);
  });

  it('GET ?action=get&ids= answers { counts } by id, leaving out unknown ids', async () => {
    const one = await add('One');
    const two = await add('Two');
    await pray(two.id);
    await pray(two.id);
    const response = await get(`action=get&ids=${one.id},${two.id},999`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ counts: { [one.id]: 0, [two.id]: 2 } });
    expect((await get('action=get&ids=')).json()).toEqual({ counts: {} });
  });

  it('update changes the point; a missing tag or display_order stays as it was', async () => {
    const point = await add('Old', 4);
    t.clock.advance(60_000);
    const response = await post('update', { id: point.id, title: 'New', content: 'New text' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ...point,
      title: 'New',
      content: 'New text',
      updated_at: '2026-01-15T10:01:00.000Z',
    });
    const full = await post('update', {
      id: point.id,
      title: 'T',
      content: 'C',
      tag: 'Health',
      display_order: '7',
    });
    expect(full.json()).toMatchObject({ tag: 'Health', display_order: 7 });
  });

  it('reset sets the count to 0', async () => {
    const point = await add('Count me');
    await pray(point.id);
    const response = await post('reset', { id: point.id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, id: point.id, pray_count: 0 });
    expect((await list())[0].pray_count).toBe(0);
  });

  it('delete removes the point and answers { success: true }', async () => {
    const point = await add('Gone');
    const response = await post('delete', { id: point.id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(await list()).toEqual([]);
  });

  it('answers 404 { error } for an unknown id', async () => {
    for (const [action, payload] of [
      ['increment', { id: 999 }],
      ['update', { id: 999, title: 'T', content: 'C' }],
      ['delete', { id: 999 }],
      ['reset', { id: 999 }],
    ] as const) {
      const response = await post(action, payload);
      expect(response.statusCode, action).toBe(404);
      expect(response.json()).toEqual({ error: 'No prayer point with that id.' });
    }
  });

  it('signed out, every action but increment answers 401 and changes nothing', async () => {
    const point = await add('Kept');
    const before = await list();
    admin.cookie = '';
    for (const [action, payload] of [
      ['add', { title: 'T', content: 'C' }],
      ['update', { id: point.id, title: 'T', content: 'C' }],
      ['delete', { id: point.id }],
      ['reset', { id: point.id }],
      ['no-such-action', { id: point.id }],
    ] as const) {
      const response = await post(action, payload);
      expect(response.statusCode, action).toBe(401);
      expect(response.json()).toEqual({ error: expect.any(String) });
    }
    expect(await list()).toEqual(before);
  });

  it('refuses bad input with 400 { error }', async () => {
    const point = await add('Valid');
    const cases: [string, object][] = [
      ['add', { content: 'no title' }],
      ['add', { title: 'T', content: 'x'.repeat(10_001) }],
      ['add', { title: 'T', content: 'C', tag: 'x'.repeat(51) }],
      ['add', { title: 'T', content: 'C', display_order: 1.5 }],
      ['add', { title: 'T', content: 'C', display_order: 'first' }],
      ['add', { title: 'T', content: 'C', display_order: 10_000_000 }],
      ['update', { title: 'T', content: 'C' }],
      ['update', { id: point.id, title: '', content: 'C' }],
      ['delete', { id: 'abc' }],
      ['reset', {}],
      ['increment', { id: -1 }],
      ['increment', { id: [1] }],
      ['explode', { id: point.id }],
    ];
    for (const [action, payload] of cases) {
      const response = await post(action, payload);
      expect(response.statusCode, `${action} ${JSON.stringify(payload)}`).toBe(400);
      expect(response.json()).toEqual({ error: expect.any(String) });
    }
    for (const query of [
      '',
      'action=nope',
      'action=get',
      'action=get&ids=1,x',
      'action=get&ids=0',
    ]) {
      const response = await get(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toEqual({ error: expect.any(String) });
    }
    const tooMany = Array.from({ length: 201 }, (_, i) => i + 1).join(',');
    expect((await get(`action=get&ids=${tooMany}`)).statusCode).toBe(400);
    expect(await list()).toHaveLength(1);
  });

  it('1,000 concurrent increments raise the count by exactly 1,000', async () => {
    const point = await add('Together');
    admin.cookie = '';
    const responses = await Promise.all(
      Array.from({ length: 1_000 }, (_, i) =>
        pray(point.id, `10.${Math.floor(i / 250)}.${i % 250}.1`),
      ),
    );
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    const counts = responses.map((response) => response.json().count).sort((a, b) => a - b);
    expect(counts).toEqual(Array.from({ length: 1_000 }, (_, i) => i + 1));
    expect((await list())[0].pray_count).toBe(1_000);
  });

  it('limits one address to 60 prayers an hour per point, with 429 { error }', async () => {
    const point = await add('Limited');
    const other = await add('Other');
    for (let i = 0; i < PRAYER_LIMITS.perPoint.max; i++) {
      t.clock.advance(1_000); // Stay under the per-minute limit across points.
      expect((await pray(point.id)).statusCode).toBe(200);
    }
    const refused = await pray(point.id);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: expect.any(String) });
    expect((await list()).find((p: { id: number }) => p.id === point.id).pray_count).toBe(60);

    expect((await pray(point.id, '198.51.100.99')).statusCode).toBe(200);
    expect((await pray(other.id)).statusCode).toBe(200);
    t.clock.advance(PRAYER_LIMITS.perPoint.windowMs);
    expect((await pray(point.id)).statusCode).toBe(200);
  });

  it('limits one address to 120 prayers a minute over all points', async () => {
    const points = [await add('A'), await add('B'), await add('C')];
    for (let i = 0; i < PRAYER_LIMITS.perClient.max; i++) {
      expect((await pray(points[i % 3]!.id)).statusCode).toBe(200);
    }
    expect((await pray(points[0]!.id)).statusCode).toBe(429);
    t.clock.advance(PRAYER_LIMITS.perClient.windowMs);
    expect((await pray(points[0]!.id)).statusCode).toBe(200);
  });
});
