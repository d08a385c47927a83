import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDialects } from '../../testing/test-db.ts';
import { filesIn, multipart, testImage } from '../../testing/uploads.ts';

describe.each(testDialects)('/api/testimonials on %s', (dialect) => {
  let t: TestApp;
  let cookie: string;
  let portrait: { data: Buffer; filename: string; type: string };

  const list = async () => (await t.app.inject({ method: 'GET', url: '/api/testimonials' })).json();
  const post = async (parts: Parameters<typeof multipart>[0]) => {
    const { payload, headers } = await multipart(parts);
    return t.app.inject({
      method: 'POST',
      url: '/api/testimonials',
      payload,
      headers: { ...headers, cookie },
    });
  };
  const fields = { name: 'Aline', role: 'Savings group member', quote: 'Now we plan.' };
  const keyOf = (url: string) => url.match(/\/uploads\/([0-9a-f]{24})-/)![1]!;

  beforeEach(async () => {
    t = await createTestApp({ dialect });
    cookie = await t.login();
    portrait = { data: await testImage('png', 500, 500), filename: 'me.png', type: 'image/png' };
  });
  afterEach(() => t.close());

  it('GET answers { testimonials: [] } at first', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/testimonials' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ testimonials: [] });
  });

  it('POST adds one without an image: id and image (null)', async () => {
    const response = await post(fields);
    expect(response.statusCode).toBe(201);
    const saved = response.json();
    expect(saved).toEqual({
      success: true,
      id: expect.any(Number),
      ...fields,
      image: null,
      srcset: null,
      width: null,
      height: null,
    });
    const { success: _, ...item } = saved;
    expect(await list()).toEqual({ testimonials: [item] });
  });

  it('POST adds one with an image: image is the largest width, with srcset and size', async () => {
    const saved = (await post({ ...fields, image: portrait })).json();
    const key = keyOf(saved.image);
    expect(saved).toMatchObject({
      image: `/uploads/${key}-500.webp`,
      srcset: `/uploads/${key}-320.webp 320w, /uploads/${key}-500.webp 500w`,
      width: 500,
      height: 500,
    });
    expect(filesIn(t.uploadsDir)).toEqual([`${key}-320.webp`, `${key}-500.webp`]);
  });

  it('GET lists them in the order they were added', async () => {
    const first = (await post({ ...fields, name: 'First' })).json();
    const second = (await post({ ...fields, name: 'Second' })).json();
    expect((await list()).testimonials.map((item: { id: number }) => item.id)).toEqual([
      first.id,
      second.id,
    ]);
  });

  describe('POST with _method=PUT updates', () => {
    it('the text, keeping the image', async () => {
      const saved = (await post({ ...fields, image: portrait })).json();
      const response = await post({
        _method: 'PUT',
        id: String(saved.id),
        name: 'Aline N.',
        role: 'Treasurer',
        quote: 'We save together.',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        ...saved,
        name: 'Aline N.',
        role: 'Treasurer',
        quote: 'We save together.',
      });
    });

    it('replacing the image: the old files go', async () => {
      const saved = (await post({ ...fields, image: portrait })).json();
      const replacement = { ...portrait, data: await testImage('jpeg', 400, 300) };
      const response = await post({
        _method: 'PUT',
        id: String(saved.id),
        ...fields,
        image: replacement,
      });
      expect(response.statusCode).toBe(200);
      const updated = response.json();
      const key = keyOf(updated.image);
      expect(key).not.toBe(keyOf(saved.image));
      expect(updated).toMatchObject({ width: 400, height: 300 });
      expect(filesIn(t.uploadsDir)).toEqual([`${key}-320.webp`, `${key}-400.webp`]);
    });

    it('with remove_image=1: the image and its files go', async () => {
      const saved = (await post({ ...fields, image: portrait })).json();
      const response = await post({
        _method: 'PUT',
        id: String(saved.id),
        ...fields,
        remove_image: '1',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        image: null,
        srcset: null,
        width: null,
        height: null,
      });
      expect(filesIn(t.uploadsDir)).toEqual([]);
      const rows = await t.db.selectFrom('images').select('id').execute();
      expect(rows).toEqual([]);
    });

    it('an unknown id answers 404 and stores no files', async () => {
      const response = await post({ _method: 'PUT', id: '999', ...fields, image: portrait });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'No testimonial with that id.' });
      expect(filesIn(t.uploadsDir)).toEqual([]);
    });

    it('a missing or malformed id answers 400', async () => {
      for (const id of [undefined, 'abc', '0']) {
        const response = await post({ _method: 'PUT', ...(id ? { id } : {}), ...fields });
        expect(response.statusCode, id).toBe(400);
        expect(response.json()).toEqual({ error: expect.any(String) });
      }
    });
  });

  it.each([
    ['no name', { role: 'r', quote: 'q' }],
    ['a blank role', { name: 'n', role: ' ', quote: 'q' }],
    ['no quote', { name: 'n', role: 'r' }],
    ['a quote over 2,000 characters', { name: 'n', role: 'r', quote: 'x'.repeat(2_001) }],
    ['a name over 120 characters', { name: 'x'.repeat(121), role: 'r', quote: 'q' }],
  ])('POST refuses %s with 400 { error }, storing nothing', async (_case, parts) => {
    const response = await post({ ...parts, image: portrait });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: expect.any(String) });
    expect(await list()).toEqual({ testimonials: [] });
    expect(filesIn(t.uploadsDir)).toEqual([]);
  });

  it('POST refuses a text file named .png with 415, storing nothing', async () => {
    const fake = { data: Buffer.from('not a picture'), filename: 'me.png', type: 'image/png' };
    const response = await post({ ...fields, image: fake });
    expect(response.statusCode).toBe(415);
    expect(await list()).toEqual({ testimonials: [] });
    expect(filesIn(t.uploadsDir)).toEqual([]);
  });

  it('DELETE ?id= removes the testimonial and its image files', async () => {
    const saved = (await post({ ...fields, image: portrait })).json();
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/testimonials?id=${saved.id}`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(await list()).toEqual({ testimonials: [] });
    expect(filesIn(t.uploadsDir)).toEqual([]);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/testimonials?id=${saved.id}`,
      headers: { cookie },
    });
    expect(again.statusCode).toBe(404);
  });

  it('signed out, every change answers 401 and changes nothing', async () => {
    const saved = (await post({ ...fields, image: portrait })).json();
    const before = await list();
    const filesBefore = filesIn(t.uploadsDir);
    cookie = '';
    const responses = [
      await post({ ...fields, image: portrait }),
      await post({ _method: 'PUT', id: String(saved.id), ...fields, remove_image: '1' }),
      await t.app.inject({ method: 'DELETE', url: `/api/testimonials?id=${saved.id}` }),
    ];
    for (const response of responses) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: expect.any(String) });
    }
    expect(await list()).toEqual(before);
    expect(filesIn(t.uploadsDir)).toEqual(filesBefore);
  });
});
