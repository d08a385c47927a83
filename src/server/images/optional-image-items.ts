import type { Db } from '../db/database.ts';
import { isoNow } from '../lib/clock.ts';
import { notFound } from '../lib/http-error.ts';
import {
  ADMIN_READER,
  type ContentReader,
  inReaderLanguage,
  readVersion,
} from '../lib/swedish-version.ts';
import type {
  OptionalImageRepo,
  OptionalImageRow,
  SwedishVersionChange,
} from './optional-image-repo.ts';
import { processImage } from './process-image.ts';
import { createImageService, type ImageDeps, type ImageService } from './service.ts';

/**
 * An optional image after an edit: a new upload replaces the current one (even when removal
 * was also asked for), `remove` drops it, otherwise it stays. Returns what to release.
 */
export function nextImage(current: number | null, uploaded: number | undefined, remove: boolean) {
  const imageId = uploaded ?? (remove ? null : current);
  return { imageId, released: imageId === current ? [] : [current] };
}

export interface OptionalImageItemsOptions<Fields extends Record<string, string>, View> {
  /** The item's repo on `db` or a transaction. */
  repo: (db: Db) => OptionalImageRepo<Fields>;
  toView: (row: OptionalImageRow<Fields>, images: ImageService) => View;
  notFoundMessage: string;
}

/**
 * Add, edit and delete for rows of text fields with an optional image (testimonials, leaders).
 * An edit's new image replaces the old one, which is deleted with its files; `removeImage`
 * drops the image; deleting a row deletes its image.
 */
export function createOptionalImageItems<
  Fields extends Record<string, string>,
  View extends object,
>(deps: ImageDeps, options: OptionalImageItemsOptions<Fields, View>) {
  const { db, clock } = deps;
  const { repo: repoOf, notFoundMessage } = options;
  const images = createImageService(deps);
  const toView = (row: OptionalImageRow<Fields>, reader: ContentReader) =>
    inReaderLanguage(options.toView(row, images), readVersion<Partial<View>>(row.sv), reader);

  /** A saved item, as the admin who saved it sees it. */
  async function find(id: number) {
    const row = await repoOf(db).find(id);
    if (!row) throw notFound(notFoundMessage);
    return toView(row, ADMIN_READER);
  }

  const processed = async (image: Buffer | undefined) => (image ? [await processImage(image)] : []);

  return {
    async list(reader: ContentReader) {
      return (await repoOf(db).list()).map((row) => toView(row, reader));
    },

    async create(
      item: Fields,
      image: Buffer | undefined,
      createOptions: { isSample?: boolean } & SwedishVersionChange = {},
    ) {
      const id = await images.write(await processed(image), async (trx, [imageId]) => ({
        result: await repoOf(trx).insert({
          ...item,
          imageId: imageId ?? null,
          now: isoNow(clock),
          isSample: createOptions.isSample,
          sv: createOptions.sv,
        }),
      }));
      return find(id);
    },

    async update(
      id: number,
      item: Fields,
      image: Buffer | undefined,
      removeImage: boolean,
      { sv }: SwedishVersionChange = {},
    ) {
      await images.write(await processed(image), async (trx, [uploaded]) => {
        const repo = repoOf(trx);
        const current = await repo.findImageId(id);
        if (current === undefined) throw notFound(notFoundMessage);
        const { imageId, released } = nextImage(current, uploaded, removeImage);
        await repo.update({ ...item, sv, id, imageId, now: isoNow(clock) });
        return { result: undefined, released };
      });
      return find(id);
    },

    async remove(id: number): Promise<void> {
      if (!(await images.removeItem((trx) => repoOf(trx).delete(id)))) {
        throw notFound(notFoundMessage);
      }
    },
  };
}

export type OptionalImageItems<View extends object> = ReturnType<
  typeof createOptionalImageItems<Record<string, string>, View>
>;
