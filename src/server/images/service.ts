import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from 'kysely';
import type { OptionalImageFields, ResponsiveImage } from '#shared/schemas/content.ts';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { type Clock, isoNow } from '../lib/clock.ts';
import type { FileStore } from '../modules/files/index.ts';
import type { ProcessedImage } from './process-image.ts';
import { createImageRepo, type ImageColumns } from './repo.ts';

export type Trx = Transaction<Database>;

/** One file per stored width. A fresh random key per upload: names are never reused. */
export const fileKey = (storageKey: string, width: number) => `${storageKey}-${width}.webp`;

const fileKeysOf = (image: { storage_key: string; widths: string }) =>
  image.widths.split(',').map((width) => fileKey(image.storage_key, Number(width)));

export interface ImageWork<T> {
  result: T;
  /** Images the write no longer uses (replaced, removed, or their item deleted). */
  released?: readonly (number | null)[];
}

export interface ImageService {
  /**
   * Stores the new images' files, then runs `work` in one transaction with their new image
   * row ids (in the same order). Released images lose their rows in that transaction and
   * their files once it has committed. If anything fails, the new files are removed again,
   * so a failed database write leaves no orphan files.
   */
  write<T>(
    newImages: readonly ProcessedImage[],
    work: (trx: Trx, imageIds: number[]) => Promise<ImageWork<T>>,
  ): Promise<T>;
  /**
   * Deletes an item's row in a transaction, then its image (rows and files) as `write` does.
   * `deleteRow` answers the row's image id (null for none), or undefined when there was no
   * such row; then this answers false and nothing changes.
   */
  removeItem(deleteRow: (trx: Trx) => Promise<number | null | undefined>): Promise<boolean>;
  /** `url` (the largest width), `srcset`, `width` and `height` of a joined image. */
  view(row: ImageColumns): ResponsiveImage | null;
  /** The same for an item whose image is optional: nulls when it has none. */
  optionalView(row: ImageColumns): { url: string | null } & OptionalImageFields;
}

/** What the content modules with images need: the app's deps and a logger. */
export interface ImageDeps {
  db: Db;
  files: FileStore;
  clock: Clock;
  log: FastifyBaseLogger;
}

/** Saves every width of the new images under fresh keys; on failure, removes what was saved. */
async function storeFiles(files: FileStore, images: readonly ProcessedImage[]) {
  const stored = images.map((variants) => ({
    storage_key: randomBytes(12).toString('hex'),
    widths: variants.map((variant) => variant.width).join(','),
    width: variants.at(-1)!.width,
    height: variants.at(-1)!.height,
    variants,
  }));
  const keys = stored.flatMap(fileKeysOf);
  try {
    await Promise.all(
      stored.flatMap((image) =>
        image.variants.map((variant) =>
          files.save(fileKey(image.storage_key, variant.width), variant.data),
        ),
      ),
    );
  } catch (err) {
    await files.remove(keys);
    throw err;
  }
  return { stored, keys };
}

export function createImageService(deps: ImageDeps): ImageService {
  const { db, files, clock, log } = deps;

  const url = (key: string, width: number) => files.url(fileKey(key, width));

  const service: ImageService = {
    async write(newImages, work) {
      const { stored, keys } = await storeFiles(files, newImages);
      const committed = await db
        .transaction()
        .execute(async (trx) => {
          const createdAt = isoNow(clock);
          const repo = createImageRepo(trx);
          const ids: number[] = [];
          for (const { variants: _, ...image } of stored) {
            ids.push(await repo.insert({ ...image, created_at: createdAt }));
          }
          const outcome = await work(trx, ids);
          const released = (outcome.released ?? []).filter((id): id is number => id !== null);
          const removed = await repo.delete(released);
          return { result: outcome.result, releasedKeys: removed.flatMap(fileKeysOf) };
        })
        .catch(async (err: unknown) => {
          await files.remove(keys);
          throw err;
        });
      // The database no longer names these files; failing to delete one leaves a stray file,
      // which is logged rather than turning a committed change into an error.
      await files.remove(committed.releasedKeys).catch((err: unknown) => {
        log.warn({ err, keys: committed.releasedKeys }, 'could not remove released image files');
      });
      return committed.result;
    },

    removeItem(deleteRow) {
      return service.write([], async (trx) => {
        const imageId = await deleteRow(trx);
        if (imageId === undefined) return { result: false };
        return { result: true, released: [imageId] };
      });
    },

    view(row) {
      const { image_key: key, image_widths, image_width, image_height } = row;
      if (!key || !image_widths || !image_width || !image_height) return null;
      const widths = image_widths.split(',').map(Number);
      return {
        url: url(key, widths.at(-1)!),
        srcset: widths.map((width) => `${url(key, width)} ${width}w`).join(', '),
        width: image_width,
        height: image_height,
      };
    },

    optionalView(row) {
      return service.view(row) ?? { url: null, srcset: null, width: null, height: null };
    },
  };
  return service;
}
