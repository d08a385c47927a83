import type { GalleryImage, GallerySwedish } from '#shared/schemas/content.ts';
import {
  createImageService,
  type ImageColumns,
  type ImageDeps,
  processImage,
} from '../../images/index.ts';
import { isoNow } from '../../lib/clock.ts';
import { notFound } from '../../lib/http-error.ts';
import {
  ADMIN_READER,
  type ContentReader,
  inReaderLanguage,
  readVersion,
} from '../../lib/swedish-version.ts';
import { createGalleryRepo } from './repo.ts';

const NOT_FOUND = 'No gallery image with that id.';
const MAX_NAME = 200;

/** The file's own name without any folder part or control characters, for display. */
export function displayFileName(filename: string): string {
  const base = filename.split(/[\\/]/).at(-1) ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return clean.slice(0, MAX_NAME) || 'image';
}

export function createGalleryService(deps: ImageDeps) {
  const { db, clock } = deps;
  const images = createImageService(deps);
  const repo = createGalleryRepo(db);

  type Row = { id: number; name: string; description: string; sv: string | null } & ImageColumns;
  const toView = (row: Row, reader: ContentReader): GalleryImage =>
    inReaderLanguage(
      { id: row.id, name: row.name, description: row.description, ...images.view(row)! },
      readVersion<GallerySwedish>(row.sv),
      reader,
    );

  /** A saved picture, as the admin who saved it sees it. */
  async function find(id: number): Promise<GalleryImage> {
    const row = await repo.find(id);
    if (!row) throw notFound(NOT_FOUND);
    return toView(row, ADMIN_READER);
  }

  return {
    async list(reader: ContentReader): Promise<GalleryImage[]> {
      return (await repo.list()).map((row) => toView(row, reader));
    },

    async upload(input: {
      data: Buffer;
      filename: string;
      description: string;
      sv?: GallerySwedish | null;
      isSample?: boolean;
    }): Promise<GalleryImage> {
      const processed = await processImage(input.data);
      const id = await images.write([processed], async (trx, [imageId]) => ({
        result: await createGalleryRepo(trx).insert({
          name: displayFileName(input.filename),
          description: input.description,
          sv: input.sv,
          imageId: imageId!,
          now: isoNow(clock),
          isSample: input.isSample,
        }),
      }));
      return find(id);
    },

    async describe(
      id: number,
      description: string,
      sv?: GallerySwedish | null,
    ): Promise<GalleryImage> {
      const updated = await repo.updateDescription({ id, description, sv, now: isoNow(clock) });
      if (!updated) throw notFound(NOT_FOUND);
      return find(id);
    },

    async remove(id: number): Promise<void> {
      const removed = await images.removeItem((trx) => createGalleryRepo(trx).delete(id));
      if (!removed) throw notFound(NOT_FOUND);
    },
  };
}

export type GalleryService = ReturnType<typeof createGalleryService>;
