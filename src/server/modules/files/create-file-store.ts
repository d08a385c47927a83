import path from 'node:path';
import type { Config } from '../../config.ts';
import { createLocalFileStore, type FileStore } from './file-store.ts';
import { createS3FileStore } from './s3-file-store.ts';

/** The bucket when S3 is configured (several instances share it), else DATA_DIR/uploads. */
export function createFileStore(config: Pick<Config, 's3' | 'dataDir'>): Promise<FileStore> {
  return config.s3
    ? Promise.resolve(createS3FileStore(config.s3))
    : createLocalFileStore(path.join(config.dataDir, 'uploads'));
}
