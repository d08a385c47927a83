import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * The files port: where uploaded (re-encoded) images are kept. Keys are flat file names
 * chosen by the server; a key is written once and never rewritten, so its URL can be cached
 * for good. Two stores implement it: a local folder, and an S3-compatible bucket
 * (./s3-file-store.ts) that several instances share.
 */
export interface FileStore {
  /** Stores `data` under `key`; refuses to overwrite an existing key. */
  save(key: string, data: Buffer): Promise<void>;
  /** Removes the keys; keys that do not exist are ignored. */
  remove(keys: readonly string[]): Promise<void>;
  /** The address a browser loads the file from. */
  url(key: string): string;
  /** Set when the files are on this machine: the app serves this folder at /uploads/. */
  readonly localDirectory?: string;
  /** The file's bytes (served at /uploads/ from a store elsewhere); undefined when missing. */
  read(key: string): Promise<StoredFile | undefined>;
  /** Lets go of connections when the app stops. */
  close?(): void;
}

export interface StoredFile {
  body: Readable;
  contentType: string;
  length: number | undefined;
}

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  avif: 'image/avif',
};

/** A stored file's type, by its key's extension. */
export const contentTypeOf = (key: string) =>
  CONTENT_TYPES[key.split('.').pop() ?? ''] ?? 'application/octet-stream';

export const UPLOADS_PREFIX = '/uploads/';

const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9_-]*(\.[A-Za-z0-9]+)?$/;

export function checkKey(key: string): string {
  if (!SAFE_KEY.test(key)) throw new Error(`Unsafe file key: ${key}`);
  return key;
}

/** Files in a local folder (DATA_DIR/uploads in production). */
export async function createLocalFileStore(directory: string): Promise<FileStore> {
  const root = path.resolve(directory);
  await fs.mkdir(root, { recursive: true });
  const fileOf = (key: string) => path.join(root, checkKey(key));

  return {
    localDirectory: root,
    async save(key, data) {
      // No reader knows a key before the database row naming it is committed, so a plain
      // exclusive write is enough; a failed write leaves nothing behind.
      const file = fileOf(key);
      try {
        await fs.writeFile(file, data, { flag: 'wx' });
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') await fs.rm(file, { force: true });
        throw err;
      }
    },
    async remove(keys) {
      await Promise.all(keys.map((key) => fs.rm(fileOf(key), { force: true })));
    },
    async read(key) {
      const file = fileOf(key);
      const stat = await fs.stat(file).catch(() => undefined);
      if (!stat?.isFile()) return undefined;
      return { body: createReadStream(file), contentType: contentTypeOf(key), length: stat.size };
    },
    url: (key) => `${UPLOADS_PREFIX}${encodeURIComponent(checkKey(key))}`,
  };
}
