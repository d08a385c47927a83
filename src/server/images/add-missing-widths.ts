import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import type { FileStore } from '../modules/files/index.ts';
import { moreVariants, widthsFor } from './process-image.ts';
import { createImageRepo } from './repo.ts';
import { fileKey } from './service.ts';

/** Saves a file that an earlier, interrupted pass may have saved already (the same picture). */
async function saveOnce(files: FileStore, key: string, data: Buffer) {
  try {
    await files.save(key, data);
  } catch (err) {
    const there = await files.read(key);
    if (!there) throw err;
    there.body.destroy();
  }
}

/**
 * Gives every stored image the widths its `srcset` would have if it were uploaded today (a width
 * added to IMAGE_WIDTHS later), made from its largest file. Run before the site serves, so the
 * pages are rendered with them; an image that cannot be read is logged and keeps its widths.
 * Answers how many images got new widths.
 */
export async function addMissingWidths(deps: {
  db: Db;
  files: FileStore;
  log: FastifyBaseLogger;
}): Promise<number> {
  const { db, files, log } = deps;
  const repo = createImageRepo(db);
  let added = 0;
  for (const image of await repo.listWidths()) {
    const stored = image.widths.split(',').map(Number);
    const missing = widthsFor(image.width).filter((width) => !stored.includes(width));
    if (missing.length === 0) continue;
    try {
      const largest = await files.read(fileKey(image.storage_key, image.width));
      if (!largest) throw new Error('its largest file is missing');
      const variants = await moreVariants(Buffer.concat(await largest.body.toArray()), missing);
      for (const variant of variants) {
        await saveOnce(files, fileKey(image.storage_key, variant.width), variant.data);
      }
      const widths = [...stored, ...missing].sort((a, b) => a - b).join(',');
      if (await repo.replaceWidths(image.id, image.widths, widths)) added++;
    } catch (err) {
      log.warn({ err, image: image.storage_key }, 'could not add the missing widths of an image');
    }
  }
  return added;
}
