import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { checkKey, contentTypeOf, type FileStore, UPLOADS_PREFIX } from './file-store.ts';

export interface S3FileStoreOptions {
  /** An S3-compatible server's address; unset for AWS itself. */
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/**
 * Files in an S3-compatible bucket, so that every instance sees the same uploads. The bucket
 * stays private: the site reads a file and serves it at /uploads/ like a local one, so pages,
 * the CSP and the cache headers do not change with the store.
 */
export function createS3FileStore(options: S3FileStoreOptions): FileStore {
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    // Other S3-compatible servers name the bucket in the path, not in a sub-domain.
    forcePathStyle: Boolean(options.endpoint),
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // Checksums only where S3 requires them: not every S3-compatible server knows the newer ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;

  return {
    async save(key, data) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: checkKey(key),
          Body: data,
          ContentType: contentTypeOf(key),
          // A key is written once: S3 refuses the write when it exists already.
          IfNoneMatch: '*',
        }),
      );
    },
    async remove(keys) {
      await Promise.all(
        keys.map((key) => client.send(new DeleteObjectCommand({ Bucket, Key: checkKey(key) }))),
      );
    },
    url: (key) => `${UPLOADS_PREFIX}${encodeURIComponent(checkKey(key))}`,
    async read(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: checkKey(key) }));
        return {
          body: object.Body as Readable,
          contentType: object.ContentType ?? 'application/octet-stream',
          length: object.ContentLength,
        };
      } catch (err) {
        if ((err as { name?: string }).name === 'NoSuchKey') return undefined;
        throw err;
      }
    },
    close: () => client.destroy(),
  };
}
