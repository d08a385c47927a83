import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import { logFailure } from '#client/lib/log-failure.ts';
import type { GalleryImage, GalleryListResponse } from '#shared/schemas/content.ts';

export type { GalleryImage };

export const galleryQueryKey = ['gallery'] as const;

const fetchImages = async () => (await apiFetch<GalleryListResponse>('/api/gallery')).images;

export function useGallery() {
  return useQuery({
    queryKey: galleryQueryKey,
    queryFn: logFailure('Gallery load failed', fetchImages),
  });
}
