import { describe, expect, it } from 'vitest';
import { testImage } from '../testing/uploads.ts';
import { detectImageType } from './detect-image-type.ts';

describe('detectImageType', () => {
  it.each(['jpeg', 'png', 'webp', 'gif'] as const)('knows %s by its bytes', async (format) => {
    expect(detectImageType(await testImage(format, 16, 16))).toBe(format);
  });

  it.each([
    ['a text file', Buffer.from('just some text, named photo.png')],
    ['an SVG drawing', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['a PDF', Buffer.from('%PDF-1.7\n')],
    ['a RIFF file that is not WebP', Buffer.from('RIFF\u0000\u0000\u0000\u0000WAVEfmt ')],
    ['an empty file', Buffer.alloc(0)],
    ['the first two bytes of a JPEG only', Buffer.from([0xff, 0xd8])],
  ])('refuses %s', (_name, bytes) => {
    expect(detectImageType(bytes)).toBeNull();
  });
});
