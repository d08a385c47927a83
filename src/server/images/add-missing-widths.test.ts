import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testDialects } from '../testing/test-db.ts';
import { testImage } from '../testing/uploads.ts';
import { addMissingWidths } from './add-missing-widths.ts';
import { processImage } from './process-image.ts';
import { createImageService } from './service.ts';

describe.each(testDialects)('addMissingWidths on %s', (dialect) => {
  let t: TestApp;
  const run = () => addMissingWidths({ db: t.db, files: t.files, log: t.app.log });
  const widthsOf = async (id: number) =>
    (
      await t.db
        .selectFrom('images')
        .select('widths')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).widths;

  /** An image stored before 768 was one of the widths: its row and files without it. */
  async function storedWithoutTheNewWidth() {
    const images = createImageService({ ...t.app.deps, log: t.app.log });
    const id = await images.write(
      [await processImage(await testImage('jpeg', 2000, 1000))],
      async (_trx, [imageId]) => ({ result: imageId! }),
    );
    const { storage_key: key } = await t.db
      .selectFrom('images')
      .select('storage_key')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    fs.rmSync(path.join(t.uploadsDir, `${key}-768.webp`));
    await t.db
      .updateTable('images')
      .set({ widths: '320,640,1024,1600' })
      .where('id', '=', id)
      .execute();
    return { id, key };
  }

  beforeEach(async () => {
    t = await createTestApp({ dialect });
  });
  afterEach(() => t.close());

  it('makes the width from the largest file and records it, once', async () => {
    const { id, key } = await storedWithoutTheNewWidth();

    expect(await run()).toBe(1);

    expect(await widthsOf(id)).toBe('320,640,768,1024,1600');
    const made = await sharp(path.join(t.uploadsDir, `${key}-768.webp`)).metadata();
    expect([made.format, made.width, made.height]).toEqual(['webp', 768, 384]);
    expect(await run()).toBe(0);
  });

  it('finishes a pass that saved the file but stopped before recording it', async () => {
    const { id, key } = await storedWithoutTheNewWidth();
    fs.copyFileSync(
      path.join(t.uploadsDir, `${key}-640.webp`),
      path.join(t.uploadsDir, `${key}-768.webp`),
    );

    expect(await run()).toBe(1);
    expect(await widthsOf(id)).toBe('320,640,768,1024,1600');
  });

  it('leaves an image whose largest file is gone as it was', async () => {
    const { id, key } = await storedWithoutTheNewWidth();
    fs.rmSync(path.join(t.uploadsDir, `${key}-1600.webp`));

    expect(await run()).toBe(0);
    expect(await widthsOf(id)).toBe('320,640,1024,1600');
  });
});
