import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type AdminClient, signInAdmin } from '../testing/admin-client.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testDialects } from '../testing/test-db.ts';
import { filesIn, testImage } from '../testing/uploads.ts';

/**
 * The two calls built on the optional-image item routes, with their own shapes: the list's
 * key, the image URL's field and the form that edits (testimonials tunnel a PUT, leadership
 * posts an id). What they share is tested here for both; their own rules beside them.
 */
const apis = [
  {
    url: '/api/testimonials',
    listKey: 'testimonials',
    imageField: 'image',
    fields: { name: 'Aline', role: 'Savings group member', quote: 'Now we plan.' },
    edited: { name: 'Aline N.', role: 'Treasurer', quote: 'We save together.' },
    edit: (id: number | string) => ({ _method: 'PUT', id: String(id) }),
    notFound: 'No testimonial with that id.',
  },
  {
    url: '/api/leadership',
    listKey: 'leaders',
    imageField: 'url',
    fields: { name: 'Grace', role: 'Programme Manager', bio: 'Agronomist.' },
    edited: { name: 'Grace U.', role: 'Director', bio: 'New.' },
    edit: (id: number | string) => ({ id: String(id) }),
    notFound: 'No leader with that id.',
  },
] as const;

const cases = testDialects.flatMap((dialect) =>
  apis.map((api) => [api.url, dialect, api] as const),
);

describe.each(cases)('%s (optional-image items) on %s', (url, dialect, api) => {
  let t: TestApp;
  let admin: AdminClient;
  let portrait: { data: Buffer; filename: string; type: string };

  const list = async () => (await t.app.inject({ method: 'GET', url })).json()[api.listKey];
  const post = (parts: Parameters<AdminClient['sendForm']>[1]) => admin.sendForm(url, parts);
  const add = async () => (await post({ ...api.fields, image: portrait })).json();
  const keyOf = (imageUrl: string) => imageUrl.match(/\/uploads\/([0-9a-f]{24})-/)![1]!;
  const noImage = { [api.imageField]: null, srcset: null, width: null, height: null };

  beforeEach(async () => {
    t = await createTestApp({ dialect });
    admin = await signInAdmin(t);
    portrait = { data: await testImage('jpeg', 900, 900), filename: 'me.jpg', type: 'image/jpeg' };
  });
  afterEach(() => t.close());

  it(`GET answers { ${api.listKey}: [] } at first`, async () => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ [api.listKey]: [] });
  });

  it('POST adds one without an image: its id and nulls for the image', async () => {
    const response = await post(api.fields);
    expect(response.statusCode).toBe(201);
    const saved = response.json();
    expect(saved).toEqual({
      success: true,
      id: expect.any(Number),
      ...api.fields,
      ...noImage,
      lang: 'en',
    });
    const { success: _, ...item } = saved;
    expect(await list()).toEqual([item]);
  });

  it('POST adds one with an image: the largest width, with srcset and size', async () => {
    const response = await post({ ...api.fields, image: portrait });
    expect(response.statusCode).toBe(201);
    const saved = response.json();
    const key = keyOf(saved[api.imageField]);
    expect(saved).toEqual({
      success: true,
      id: expect.any(Number),
      ...api.fields,
      [api.imageField]: `/uploads/${key}-900.webp`,
      srcset: `/uploads/${key}-320.webp 320w, /uploads/${key}-640.webp 640w, /uploads/${key}-768.webp 768w, /uploads/${key}-900.webp 900w`,
      width: 900,
      height: 900,
      lang: 'en',
    });
    expect(filesIn(t.uploadsDir)).toEqual([
      `${key}-320.webp`,
      `${key}-640.webp`,
      `${key}-768.webp`,
      `${key}-900.webp`,
    ]);
    const { success: _, ...item } = saved;
    expect(await list()).toEqual([item]);
  });

  it('GET lists them in the order they were added', async () => {
    const first = (await post({ ...api.fields, name: 'First' })).json();
    const second = (await post({ ...api.fields, name: 'Second' })).json();
    expect((await list()).map((item: { id: number }) => item.id)).toEqual([first.id, second.id]);
  });

  it('an edit changes the text, keeping the image', async () => {
    const saved = await add();
    const response = await post({ ...api.edit(saved.id), ...api.edited });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...saved, ...api.edited });
    expect(await list()).toHaveLength(1);
  });

  it('an edit with a new image replaces it: the old files go', async () => {
    const saved = await add();
    const png = { data: await testImage('png', 300, 400), filename: 'n.png', type: 'image/png' };
    const response = await post({ ...api.edit(saved.id), ...api.fields, image: png });
    expect(response.statusCode).toBe(200);
    const updated = response.json();
    const key = keyOf(updated[api.imageField]);
    expect(key).not.toBe(keyOf(saved[api.imageField]));
    expect(updated).toMatchObject({
      [api.imageField]: `/uploads/${key}-300.webp`,
      width: 300,
      height: 400,
    });
    expect(filesIn(t.uploadsDir)).toEqual([`${key}-300.webp`]);
  });

  it('an edit with remove_image=1 drops the image, its row and its files', async () => {
    const saved = await add();
    const response = await post({ ...api.edit(saved.id), ...api.fields, remove_image: '1' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject(noImage);
    expect(filesIn(t.uploadsDir)).toEqual([]);
    expect(await t.db.selectFrom('images').select('id').execute()).toEqual([]);
  });

  it('an edit of an unknown id answers 404 and stores no files', async () => {
    const response = await post({ ...api.edit(999), ...api.fields, image: portrait });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: api.notFound });
    expect(filesIn(t.uploadsDir)).toEqual([]);
  });

  it('an edit with a malformed id answers 400', async () => {
    for (const id of ['abc', 'x', '0']) {
      const response = await post({ ...api.edit(id), ...api.fields });
      expect(response.statusCode, id).toBe(400);
      expect(response.json()).toEqual({ error: expect.any(String) });
    }
  });

  it('POST refuses a file that is not a picture with 415, storing nothing', async () => {
    for (const image of [
      { data: Buffer.from('not a picture'), filename: 'me.png', type: 'image/png' },
      { data: Buffer.from('GIF but not really'), filename: 'a.gif' },
    ]) {
      const response = await post({ ...api.fields, image });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ error: expect.any(String) });
    }
    expect(await list()).toEqual([]);
    expect(filesIn(t.uploadsDir)).toEqual([]);
  });

  it('DELETE ?id= removes the item and its image files; again, 404', async () => {
    const saved = await add();
    const response = await admin.send('DELETE', `${url}?id=${saved.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(await list()).toEqual([]);
    expect(filesIn(t.uploadsDir)).toEqual([]);
    const again = await admin.send('DELETE', `${url}?id=${saved.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: api.notFound });
  });

  it('signed out, every change answers 401 and changes nothing', async () => {
    const saved = await add();
    const before = await list();
    const filesBefore = filesIn(t.uploadsDir);
    admin.cookie = '';
    const responses = [
      await post({ ...api.fields, image: portrait }),
      await post({ ...api.edit(saved.id), ...api.fields, remove_image: '1' }),
      await admin.send('DELETE', `${url}?id=${saved.id}`),
    ];
    for (const response of responses) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: expect.any(String) });
    }
    expect(await list()).toEqual(before);
    expect(filesIn(t.uploadsDir)).toEqual(filesBefore);
  });
});
