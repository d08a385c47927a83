import { msg } from '@lingui/core/macro';
import sharp, { type Sharp } from 'sharp';
import { localizedError } from '../lib/http-error.ts';
import { detectImageType } from './detect-image-type.ts';

/**
 * The widths stored for `srcset`; an image is never enlarged, so small ones get fewer. 768 is what
 * a phone's full-width picture needs at about twice its pixel density (Lighthouse's phone: 665),
 * which otherwise took the 1024 file.
 */
export const IMAGE_WIDTHS = [320, 640, 768, 1024, 1600] as const;
const LARGEST_WIDTH = 1600;
/** A 60-megapixel cap keeps a small file that decodes to a huge bitmap from exhausting memory. */
const MAX_INPUT_PIXELS = 60_000_000;
const WEBP_QUALITY = 80;
const READ_OPTIONS = { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS } as const;

export interface ImageVariant {
  width: number;
  height: number;
  data: Buffer;
}

/** Ascending by width; the last is the largest. */
export type ProcessedImage = ImageVariant[];

/** The widths to store for an image `width` pixels wide (after rotation). */
export function widthsFor(width: number): number[] {
  const largest = Math.min(width, LARGEST_WIDTH);
  // A step within 10 % of the largest would be a near-copy of it.
  return [...IMAGE_WIDTHS.filter((step) => step < largest * 0.9), largest];
}

/** `source` re-encoded as WebP, `width` pixels wide at most. */
async function variantOf(source: Sharp, width: number): Promise<ImageVariant> {
  const { data, info } = await source
    .clone()
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: WEBP_QUALITY })
    .toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data };
}

/** More widths of an image already stored: made from its largest file (`bytes`, WebP). */
export function moreVariants(bytes: Buffer, widths: readonly number[]): Promise<ImageVariant[]> {
  const source = sharp(bytes, READ_OPTIONS);
  return Promise.all(widths.map((width) => variantOf(source, width)));
}

/**
 * Checks an upload by its bytes (JPEG, PNG, WebP or GIF), turns it upright by its EXIF
 * orientation and re-encodes it as WebP at each width. sharp writes no metadata unless told
 * to, so EXIF (GPS positions, camera serials), XMP, IPTC and comments are all dropped.
 */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  if (!detectImageType(bytes)) {
    throw localizedError(415, msg`Only JPEG, PNG, WebP and GIF images can be uploaded.`);
  }
  const source = sharp(bytes, { ...READ_OPTIONS, autoOrient: true });
  try {
    const { autoOrient } = await source.metadata();
    return await Promise.all(widthsFor(autoOrient.width).map((width) => variantOf(source, width)));
  } catch (err) {
    const message = err instanceof Error ? err.message : '';
    if (message.includes('pixel limit')) {
      throw localizedError(413, msg`The image has too many pixels. Please upload a smaller one.`);
    }
    throw localizedError(400, msg`The image could not be read. Please upload another file.`);
  }
}
