import type { GalleryImage } from '../api/gallery-api.ts';

/** A photo's text alternative: its description, or its place in the gallery. */
export const photoAlt = (image: GalleryImage, index: number) =>
  image.description || `Gallery photo ${index + 1}`;
