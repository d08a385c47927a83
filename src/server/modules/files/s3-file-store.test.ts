import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin } from '../../testing/admin-client.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { testImage } from '../../testing/uploads.ts';
import type { FileStore } from './file-store.ts';
import { createS3FileStore } from './s3-file-store.ts';

describe('S3 file store, against a local S3-compatible server', () => {
  let server: S3rver;
  let directory: string;
  let store: FileStore;

  beforeAll(async () => {
    directory = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory,
      configureBuckets: [{ name: 'uploads', configs: [] }],
    });
    const { port } = (await server.run()) as AddressInfo;
    store = createS3FileStore({
      endpoint: `http://127.0.0.1:${port}`,
      region: 'eu-north-1',
      bucket: 'uploads',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    });
  });
  afterAll(async () => {
    store.close?.();
    await server.close();
    fs.rmSync(directory, { recursive: true, force: true });
  });

  it('saves, reads and removes a file, and names it under /uploads/', async () => {
    await store.save('abc-320.webp', Buffer.from('one'));
    const stored = await store.read('abc-320.webp');
    expect(stored?.contentType).toBe('image/webp');
    expect(stored?.length).toBe(3);
    expect(await text(stored!.body)).toBe('one');
    expect(store.url('abc-320.webp')).toBe('/uploads/abc-320.webp');
    expect(store.localDirectory).toBeUndefined();

    await store.remove(['abc-320.webp', 'never-existed.webp']);
    expect(await store.read('abc-320.webp')).toBeUndefined();
  });

  it.each(['../escape.webp', 'a/b.webp', ''])('refuses the unsafe key %j', async (key) => {
    await expect(store.save(key, Buffer.from('x'))).rejects.toThrow('Unsafe file key');
  });

  it('serves an uploaded photo from the bucket at its /uploads/ address, cached for good', async () => {
    const t = await createTestApp({ files: store });
    try {
      const admin = await signInAdmin(t);
      const upload = await admin.sendForm('/api/gallery', {
        image: { data: await testImage('png'), filename: 'choir.png', type: 'image/png' },
        description: 'The choir',
      });
      expect(upload.statusCode).toBe(201);
      const { url } = upload.json<{ url: string }>();

      const photo = await t.app.inject({ method: 'GET', url });
      expect(photo.statusCode).toBe(200);
      expect(photo.headers['content-type']).toBe('image/webp');
      expect(photo.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(photo.rawPayload.subarray(8, 12).toString()).toBe('WEBP');

      const again = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'if-none-match': String(photo.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
      expect(
        (await t.app.inject({ method: 'GET', url: '/uploads/missing-320.webp' })).statusCode,
      ).toBe(404);
    } finally {
      await t.close();
    }
  });
});
