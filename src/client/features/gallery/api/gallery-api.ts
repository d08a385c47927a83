import { useQuery } from '@tanstack/react-query';
import { pageQuery, pageQueryOptions } from '#client/lib/page-query.ts';
import type { GalleryImage, GalleryListResponse } from '#shared/schemas/content.ts';

export type { GalleryImage };

export const galleryQuery = pageQuery(
  ['gallery'],
  '/api/gallery',
  (body: GalleryListResponse) => body.images,
);
export const galleryQueryKey = galleryQuery.queryKey;

export function useGallery() {
  return useQuery(pageQueryOptions(galleryQuery, 'Gallery load failed'));
}
