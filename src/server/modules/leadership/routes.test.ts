import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDialects } from '../../testing/test-db.ts';
import { filesIn, multipart, testImage } from '../../testing/uploads.ts';

describe.each(testDialects)('/api/leadership on %s', (dialect) => {
  let t: TestApp;
  let cookie: string;
  let portrait: { data: Buffer; filename: string; type: string };

  const list = async () => (await t.app.inject({ method: 'GET', url: '/api/leadership' })).json();
  const post = async (parts: Parameters<typeof multipart>[0]) => {
    const { payload, headers } = await multipart(parts);
    return t.app.inject({
      method: 'POST',
      url: '/api/leadership',
      payload,
      headers: { ...headers, cookie },
    });
  };
  const fields = { name: 'Grace', role: 'Programme Manager', bio: 'Agronomist.' };

  beforeEach(async () => {
    t = await createTestApp({ dialect });
    cookie = await t.login();
    portrait = { data: await testImage('jpeg', 900, 900), filename: 'g.jpg', type: 'image/jpeg' };
  });
  afterEach(() => t.close());

  it('GET answers { leaders: [] } at first', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/leadership' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ leaders: [] });
  });

  it('POST without id adds a leader: id, name, role, bio, url (with srcset and size)', async () => {
    const response = await post({ ...fields, image: portrait });
    expect(response.statusCode).toBe(201);
    const saved = response.json();
    const key = saved.url.match(/^\/uploads\/([0-9a-f]{24})-900\.webp$/)?.[1];
    expect(saved).toEqual({
      success: true,
      id: expect.any(Number),
      ...fields,
      url: `/uploads/${key}-900.webp`,
      srcset: `/uploads/${key}-320.webp 320w, /uploads/${key}-640.webp 640w, /uploads/${key}-900.webp 900w`,
      width: 900,
      height: 900,
    });
    const { success: _, ...leader } = saved;
    expect(await list()).toEqual({ leaders: [leader] });
  });

  it('POST with an empty id field adds (the add form of the shared editor)', async () => {
    const response = await post({ id: '', ...fields });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ url: null, srcset: null, width: null, height: null });
  });

  it('POST with id edits the text, keeping the image', async () => {
    const saved = (await post({ ...fields, image: portrait })).json();
    const response = await post({
      id: String(saved.id),
      name: 'Grace U.',
      role: 'Director',
      bio: 'New.',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ...saved,
      name: 'Grace U.',
      role: 'Director',
      bio: 'New.',
    });
    expect((await list()).leaders).toHaveLength(1);
  });

  it('POST with id and a new image replaces the image and removes the old files', async () => {
    const saved = (await post({ ...fields, image: portrait })).json();
    const png = { data: await testImage('png', 300, 400), filename: 'n.png', type: 'image/png' };
    const updated = (await post({ id: String(saved.id), ...fields, image: png })).json();
    const key = updated.url.match(/\/uploads\/([0-9a-f]{24})-/)[1];
    expect(updated).toMatchObject({ url: `/uploads/${key}-300.webp`, width: 300, height: 400 });
    expect(filesIn(t.uploadsDir)).toEqual([`${key}-300.webp`]);
  });

  it('POST with id and remove_image=1 removes the image and its files', async () => {
    const saved = (await post({ ...fields, image: portrait })).json();
    const response = await post({ id: String(saved.id), ...fields, remove_image: '1' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ url: null, srcset: null, width: null, height: null });
    expect(filesIn(t.uploadsDir)).toEqual([]);
  });

  it('POST refuses bad input with 4xx { error }, storing nothing', async () => {
    const cases: [Parameters<typeof multipart>[0], number][] = [
      [{ role: 'r', bio: 'b' }, 400],
      [{ name: 'n', role: 'r', bio: ' ' }, 400],
      [{ name: 'n', role: 'r', bio: 'x'.repeat(5_001) }, 400],
      [{ id: 'x', ...fields }, 400],
      [{ id: '999', ...fields, image: portrait }, 404],
      [{ ...fields, image: { data: Buffer.from('GIF but not really'), filename: 'a.gif' } }, 415],
    ];
    for (const [parts, status] of cases) {
      const response = await post(parts);
      expect(response.statusCode, JSON.stringify(Object.keys(parts))).toBe(status);
      expect(response.json()).toEqual({ error: expect.any(String) });
    }
    expect(await list()).toEqual({ leaders: [] });
    expect(filesIn(t.uploadsDir)).toEqual([]);
  });

  it('DELETE ?id= removes the leader and the image files', async () => {
    const saved = (await post({ ...fields, image: portrait })).json();
    const remove = () =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/leadership?id=${saved.id}`,
        headers: { cookie },
      });
    const response = await remove();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(await list()).toEqual({ leaders: [] });
    expect(filesIn(t.uploadsDir)).toEqual([]);
    expect((await remove()).statusCode).toBe(404);
  });

  it('signed out, every change answers 401 and changes nothing', async () => {
    const saved = (await post({ ...fields, image: portrait })).json();
    const before = await list();
    const filesBefore = filesIn(t.uploadsDir);
    cookie = '';
    const responses = [
      await post({ ...fields }),
      await post({ id: String(saved.id), ...fields, remove_image: '1' }),
      await t.app.inject({ method: 'DELETE', url: `/api/leadership?id=${saved.id}` }),
    ];
    for (const response of responses) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: expect.any(String) });
    }
    expect(await list()).toEqual(before);
    expect(filesIn(t.uploadsDir)).toEqual(filesBefore);
  });
});
