import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { testImage } from '../testing/uploads.ts';
import { processImage, widthsFor } from './process-image.ts';

/** A JPEG as a phone writes it: EXIF with the camera, a GPS position and an orientation. */
function phonePhoto(orientation = 1) {
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: '#c33' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'SecretCam', Model: 'Serial-12345' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '59/1 19/1 4500/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '18/1 4/1 0/1',
      },
    })
    .withMetadata({ orientation })
    .toBuffer();
}

/** The GPS IFD pointer tag (0x8825), in either byte order. */
const hasGpsTag = (exif: Buffer) =>
  exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));

describe('widthsFor', () => {
  it('stores the standard widths up to 1600 for a large image', () => {
    expect(widthsFor(4000)).toEqual([320, 640, 768, 1024, 1600]);
    expect(widthsFor(1600)).toEqual([320, 640, 768, 1024, 1600]);
  });

  it('never enlarges: a small image keeps its own width as the largest', () => {
    expect(widthsFor(800)).toEqual([320, 640, 800]);
    expect(widthsFor(200)).toEqual([200]);
  });

  it('skips a step that would be a near-copy of the largest', () => {
    expect(widthsFor(340)).toEqual([340]);
    expect(widthsFor(1100)).toEqual([320, 640, 768, 1100]);
  });
});

describe('processImage', () => {
  it('re-encodes every accepted format as WebP at each width, keeping the aspect ratio', async () => {
    for (const format of ['jpeg', 'png', 'webp', 'gif'] as const) {
      const variants = await processImage(await testImage(format, 1300, 650));
      expect(variants.map((v) => [v.width, v.height])).toEqual([
        [320, 160],
        [640, 320],
        [768, 384],
        [1024, 512],
        [1300, 650],
      ]);
      for (const variant of variants) {
        expect((await sharp(variant.data).metadata()).format).toBe('webp');
      }
    }
  });

  it('strips all metadata, GPS positions included', async () => {
    const input = await phonePhoto();
    const inputMetadata = await sharp(input).metadata();
    expect(inputMetadata.exif && hasGpsTag(inputMetadata.exif)).toBe(true);
    expect(input.includes('SecretCam')).toBe(true);

    for (const variant of await processImage(input)) {
      const metadata = await sharp(variant.data).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.iptc).toBeUndefined();
      expect(variant.data.includes('Exif')).toBe(false);
      expect(variant.data.includes('SecretCam')).toBe(false);
      expect(variant.data.includes('Serial-12345')).toBe(false);
    }
  });

  it('turns a photo upright by its EXIF orientation first', async () => {
    // Orientation 6: stored landscape, shown rotated a quarter turn (portrait).
    const variants = await processImage(await phonePhoto(6));
    expect(variants.at(-1)).toMatchObject({ width: 800, height: 1200 });
    expect((await sharp(variants.at(-1)!.data).metadata()).orientation).toBeUndefined();
  });

  it('refuses a file that is not an image by its bytes, whatever its name, with 415', async () => {
    await expect(processImage(Buffer.from('hello, I am a text file'))).rejects.toMatchObject({
      statusCode: 415,
    });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    await expect(processImage(svg)).rejects.toMatchObject({ statusCode: 415 });
  });

  it('refuses an image whose bytes are broken after the magic number with 400', async () => {
    const truncated = (await testImage('png', 400, 300)).subarray(0, 60);
    await expect(processImage(truncated)).rejects.toMatchObject({ statusCode: 400 });
  });

  it('refuses a huge bitmap (a decompression bomb) before decoding it, with 413', async () => {
    await expect(processImage(await pngClaiming(10_000, 7_000))).rejects.toMatchObject({
      statusCode: 413,
    });
  });
});

/** A small PNG whose header claims the given size, as a decompression bomb's would. */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await testImage('png', 8, 8));
  // The IHDR chunk follows the 8-byte signature: length (4), type (4), width, height, ..., CRC.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}
