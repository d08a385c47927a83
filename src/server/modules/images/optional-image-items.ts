import type { Db } from '../../db/database.ts';
import { type Clock, isoNow } from '../../lib/clock.ts';
import { notFound } from '../../lib/http-error.ts';
import type { ImageColumns } from './image-repo.ts';
import type { ImageService, Trx } from './image-service.ts';
import { processImage } from './process-image.ts';

/** The SQL of a table whose rows have text fields and an optional image (testimonials, leaders). */
export interface OptionalImageRepo<Fields, Row extends ImageColumns> {
  list(db: Db): Promise<Row[]>;
  find(db: Db, id: number): Promise<Row | undefined>;
  insert(
    db: Trx,
    item: Fields & { imageId: number | null; now: string; isSample?: boolean },
  ): Promise<number>;
  /** The current image id (null for none), or undefined when there is no such row. */
  findImageId(db: Trx, id: number): Promise<number | null | undefined>;
  update(
    db: Trx,
    item: Fields & { id: number; imageId: number | null; now: string },
  ): Promise<void>;
  /** Deletes the row; returns its image id (null for none), or undefined when there was none. */
  delete(db: Trx, id: number): Promise<number | null | undefined>;
}

/**
 * An optional image after an edit: a new upload replaces the current one (even when removal
 * was also asked for), `remove` drops it, otherwise it stays. Returns what to release.
 */
export function nextImage(current: number | null, uploaded: number | undefined, remove: boolean) {
  const imageId = uploaded ?? (remove ? null : current);
  return { imageId, released: imageId === current ? [] : [current] };
}

/**
 * Add, edit and delete for such rows. An edit's new image replaces the old one, which is
 * deleted with its files; `removeImage` drops the image; deleting a row deletes its image.
 */
export function createOptionalImageItems<Fields, Row extends ImageColumns, View>(deps: {
  db: Db;
  clock: Clock;
  images: ImageService;
  repo: OptionalImageRepo<Fields, Row>;
  toView: (row: Row) => View;
  notFoundMessage: string;
}) {
  const { db, clock, images, repo, toView, notFoundMessage } = deps;

  async function find(id: number): Promise<View> {
    const row = await repo.find(db, id);
    if (!row) throw notFound(notFoundMessage);
    return toView(row);
  }

  const processed = async (image: Buffer | undefined) => (image ? [await processImage(image)] : []);

  return {
    async list(): Promise<View[]> {
      return (await repo.list(db)).map(toView);
    },

    async create(
      fields: Fields,
      image: Buffer | undefined,
      options: { isSample?: boolean } = {},
    ): Promise<View> {
      const id = await images.write(await processed(image), async (trx, [imageId]) => ({
        result: await repo.insert(trx, {
          ...fields,
          imageId: imageId ?? null,
          now: isoNow(clock),
          isSample: options.isSample,
        }),
      }));
      return find(id);
    },

    async update(
      id: number,
      fields: Fields,
      image: Buffer | undefined,
      removeImage: boolean,
    ): Promise<View> {
      await images.write(await processed(image), async (trx, [uploaded]) => {
        const current = await repo.findImageId(trx, id);
        if (current === undefined) throw notFound(notFoundMessage);
        const { imageId, released } = nextImage(current, uploaded, removeImage);
        await repo.update(trx, { ...fields, id, imageId, now: isoNow(clock) });
        return { result: undefined, released };
      });
      return find(id);
    },

    async remove(id: number): Promise<void> {
      await images.write([], async (trx) => {
        const imageId = await repo.delete(trx, id);
        if (imageId === undefined) throw notFound(notFoundMessage);
        return { result: undefined, released: [imageId] };
      });
    },
  };
}
