import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { GalleryImage } from '../api/gallery-api.ts';

/** A photo's text alternative: its description, or its place in the gallery. */
export function photoAlt(image: GalleryImage, index: number, i18n: I18n): string {
  const position = index + 1;
  return image.description || i18n._(msg`Gallery photo ${position}`);
}
