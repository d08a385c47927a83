import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '#shared/schemas/content.ts';
import { type AdminClient, signInAdmin } from '../../testing/admin-client.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDialects } from '../../testing/test-db.ts';
import { filesIn, testImage } from '../../testing/uploads.ts';

describe.each(testDialects)('/api/gallery on %s', (dialect) => {
  let t: TestApp;
  let admin: AdminClient;
  let jpeg: Buffer;

  const list = async () => (await t.app.inject({ method: 'GET', url: '/api/gallery' })).json();
  const upload = (parts: Parameters<AdminClient['sendForm']>[1]) =>
    admin.sendForm('/api/gallery', parts);
  const photo = (data = jpeg, filename = 'photo.jpg', type = 'image/jpeg') => ({
    data,
    filename,
    type,
  });
  const send = (method: 'PATCH' | 'DELETE', url: string, payload?: object) =>
    admin.send(method, url, payload);
  const imageRows = async () =>
    Number(
      (
        await t.db
          .selectFrom('images')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  /** Nothing stored: no rows, no image rows, no files. */
  async function expectNothingStored() {
    expect(await list()).toEqual({ images: [] });
    expect(await imageRows()).toBe(0);
    expect(filesIn(t.uploadsDir)).toEqual([]);
  }

  beforeEach(async () => {
    t = await createTestApp({ dialect });
    admin = await signInAdmin(t);
    jpeg = await testImage('jpeg', 800, 600);
  });
  afterEach(() => t.close());

  it('GET answers { images: [] } at first', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/gallery' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ images: [] });
  });

  it('POST stores the image in every width and answers id, url, description (and srcset, size)', async () => {
    const response = await upload({ image: photo(), description: 'Harvest day' });
    expect(response.statusCode).toBe(201);
    const saved = response.json();
    const key = saved.url.match(/^\/uploads\/([0-9a-f]{24})-800\.webp$/)?.[1];
    expect(key).toBeDefined();
    expect(saved).toEqual({
      success: true,
      id: expect.any(Number),
      name: 'photo.jpg',
      description: 'Harvest day',
      url: `/uploads/${key}-800.webp`,
      srcset: `/uploads/${key}-320.webp 320w, /uploads/${key}-640.webp 640w, /uploads/${key}-800.webp 800w`,
      width: 800,
      height: 600,
      lang: 'en',
    });
    expect(filesIn(t.uploadsDir)).toEqual([
      `${key}-320.webp`,
      `${key}-640.webp`,
      `${key}-800.webp`,
    ]);
    const { success: _, ...item } = saved;
    expect(await list()).toEqual({ images: [item] });

    const file = await t.app.inject({ method: 'GET', url: saved.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['cache-control']).toContain('immutable');
  });

  it('POST accepts PNG, WebP and GIF too, and no description', async () => {
    for (const format of ['png', 'webp', 'gif'] as const) {
      const response = await upload({
        image: photo(await testImage(format, 300, 200), `p.${format}`, `image/${format}`),
      });
      expect(response.statusCode, format).toBe(201);
      expect(response.json()).toMatchObject({ description: '', width: 300, height: 200 });
    }
    expect((await list()).images).toHaveLength(3);
  });

  it('GET lists the newest upload first', async () => {
    const first = (await upload({ image: photo() })).json();
    t.clock.advance(1000);
    const second = (await upload({ image: photo() })).json();
    expect((await list()).images.map((image: { id: number }) => image.id)).toEqual([
      second.id,
      first.id,
    ]);
  });

  describe('refuses uploads, storing nothing', () => {
    it('a text file named .png, with 415', async () => {
      const response = await upload({
        image: photo(Buffer.from('I am only text'), 'holiday.png', 'image/png'),
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({
        error: 'Only JPEG, PNG, WebP and GIF images can be uploaded.',
      });
      await expectNothingStored();
    });

    it('another type (an SVG drawing, a PDF), with 415', async () => {
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>');
      for (const data of [svg, Buffer.from('%PDF-1.7\n%…')]) {
        const response = await upload({ image: photo(data, 'file.svg', 'image/svg+xml') });
        expect(response.statusCode).toBe(415);
        expect(response.json()).toEqual({ error: expect.any(String) });
      }
      await expectNothingStored();
    });

    it('a file over 15 MB (cut at the limit), with 413', async () => {
      const huge = Buffer.concat([jpeg, Buffer.alloc(MAX_IMAGE_BYTES + 1 - jpeg.length)]);
      const response = await upload({ image: photo(huge), description: 'Too big' });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ error: 'The image is too large. The limit is 15 MB.' });
      await expectNothingStored();
    });

    it('a form without an image, with 400', async () => {
      const response = await upload({ description: 'Where is the picture?' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'Choose an image to upload.' });
      await expectNothingStored();
    });

    it('an empty file part (no file chosen), with 400', async () => {
      const response = await upload({ image: photo(Buffer.alloc(0), '') });
      expect(response.statusCode).toBe(400);
      await expectNothingStored();
    });

    it('a description over 500 characters, with 400', async () => {
      const response = await upload({ image: photo(), description: 'x'.repeat(501) });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'description: Description must be at most 500 characters',
      });
      await expectNothingStored();
    });

    it('two files at once, with 413', async () => {
      const response = await upload({ image: photo(), other: photo() });
      expect(response.statusCode).toBe(413);
      await expectNothingStored();
    });

    it('a JSON body instead of a form, with 415', async () => {
      const response = await admin.send('POST', '/api/gallery', {
        image: 'data:image/png;base64,AAAA',
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ error: 'Send this form as multipart/form-data.' });
    });

    it('a malformed multipart body, with 400', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/gallery',
        payload:
          '--xyz\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\n\r\nabc',
        headers: { cookie: admin.cookie, 'content-type': 'multipart/form-data; boundary=xyz' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: expect.any(String) });
      await expectNothingStored();
    });
  });

  it('a failed database write leaves no orphan files', async () => {
    await sql`drop table gallery_images`.execute(t.db);
    const response = await upload({ image: photo(), description: 'Lost' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: expect.any(String) });
    expect(await imageRows()).toBe(0);
    expect(filesIn(t.uploadsDir)).toEqual([]);
  });

  it('PATCH changes the description and answers it (with the image)', async () => {
    const saved = (await upload({ image: photo(), description: 'Old' })).json();
    t.clock.advance(1000);
    const response = await send('PATCH', '/api/gallery', { id: saved.id, description: ' New ' });
    expect(response.statusCode).toBe(200);
    const { success: _, ...item } = saved;
    expect(response.json()).toEqual({ ...saved, description: 'New' });
    expect(await list()).toEqual({ images: [{ ...item, description: 'New' }] });
  });

  it('PATCH refuses bad input with 4xx { error }', async () => {
    const saved = (await upload({ image: photo() })).json();
    const cases: [object, number][] = [
      [{ id: 999, description: 'x' }, 404],
      [{ description: 'x' }, 400],
      [{ id: saved.id }, 400],
      [{ id: saved.id, description: 'x'.repeat(501) }, 400],
      [{ id: saved.id, description: 7 }, 400],
    ];
    for (const [payload, status] of cases) {
      const response = await send('PATCH', '/api/gallery', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json()).toEqual({ error: expect.any(String) });
    }
  });

  it('DELETE ?id= removes the image and its files', async () => {
    const kept = (await upload({ image: photo() })).json();
    const removed = (await upload({ image: photo() })).json();
    const keptFiles = filesIn(t.uploadsDir).filter((name) => kept.url.includes(name.slice(0, 24)));
    const response = await send('DELETE', `/api/gallery?id=${removed.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect((await list()).images.map((image: { id: number }) => image.id)).toEqual([kept.id]);
    expect(filesIn(t.uploadsDir)).toEqual(keptFiles);
    expect(await imageRows()).toBe(1);

    const again = await send('DELETE', `/api/gallery?id=${removed.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: 'No gallery image with that id.' });
    expect((await send('DELETE', '/api/gallery?id=abc')).statusCode).toBe(400);
  });

  it('signed out, every change answers 401 and changes nothing', async () => {
    const saved = (await upload({ image: photo(), description: 'Kept' })).json();
    const before = await list();
    const filesBefore = filesIn(t.uploadsDir);
    admin.cookie = '';
    const responses = [
      await upload({ image: photo(), description: 'Sneaky' }),
      await send('PATCH', '/api/gallery', { id: saved.id, description: 'Changed' }),
      await send('DELETE', `/api/gallery?id=${saved.id}`),
    ];
    for (const response of responses) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: expect.any(String) });
    }
    expect(await list()).toEqual(before);
    expect(filesIn(t.uploadsDir)).toEqual(filesBefore);
  });
});
