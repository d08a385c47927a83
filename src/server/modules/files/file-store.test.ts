import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createLocalFileStore, type FileStore } from './file-store.ts';

describe('local file store', () => {
  let directory: string;
  let store: FileStore;

  beforeEach(async () => {
    directory = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'store-')), 'uploads');
    store = await createLocalFileStore(directory);
  });
  afterEach(() => fs.rmSync(path.dirname(directory), { recursive: true, force: true }));

  it('creates its folder, saves, names and removes files', async () => {
    await store.save('abc-320.webp', Buffer.from('one'));
    expect(fs.readFileSync(path.join(directory, 'abc-320.webp'), 'utf8')).toBe('one');
    expect(store.url('abc-320.webp')).toBe('/uploads/abc-320.webp');
    expect(store.localDirectory).toBe(directory);

    await store.remove(['abc-320.webp', 'never-existed.webp']);
    expect(fs.readdirSync(directory)).toEqual([]);
  });

  it('reads a stored file back, with its type and length, and nothing for a missing one', async () => {
    await store.save('abc-320.webp', Buffer.from('one'));
    const stored = await store.read('abc-320.webp');
    expect(stored && { ...stored, body: Buffer.concat(await stored.body.toArray()) }).toEqual({
      body: Buffer.from('one'),
      contentType: 'image/webp',
      length: 3,
    });
    expect(await store.read('never-existed.webp')).toBeUndefined();
  });

  it('never overwrites a stored file', async () => {
    await store.save('abc-320.webp', Buffer.from('one'));
    await expect(store.save('abc-320.webp', Buffer.from('two'))).rejects.toMatchObject({
      code: 'EEXIST',
    });
    expect(fs.readFileSync(path.join(directory, 'abc-320.webp'), 'utf8')).toBe('one');
  });

  it.each(['../escape.webp', 'a/b.webp', '.hidden', '', 'x.webp/..'])(
    'refuses the unsafe key %j',
    async (key) => {
      await expect(store.save(key, Buffer.from('x'))).rejects.toThrow('Unsafe file key');
    },
  );
});

describe('GET /uploads/...', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  it('serves stored files with long, immutable cache headers', async () => {
    await t.files.save('k1-640.webp', Buffer.from('RIFF....WEBP'));
    const response = await t.app.inject({ method: 'GET', url: '/uploads/k1-640.webp' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe('RIFF....WEBP');
  });

  it('answers 404 for a file that is not there and never leaves the folder', async () => {
    for (const url of ['/uploads/missing.webp', '/uploads/../site.db', '/uploads/%2e%2e/x']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
  });
});
