import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import { type GalleryImage, galleryQueryKey } from './gallery-api.ts';

export interface UploadItem {
  file: File;
  description: string;
}

/** Uploads the chosen files one by one; a failed file is logged and the others still go. */
export function useUploadImages() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (items: UploadItem[]) => {
      let uploaded = 0;
      for (const { file, description } of items) {
        const form = new FormData();
        form.append('image', file);
        form.append('description', description);
        try {
          await apiFetch('/api/gallery', { method: 'POST', body: form });
          uploaded += 1;
        } catch (error) {
          console.error('Gallery upload failed', file.name, error);
        }
      }
      return uploaded;
    },
    onSettled: () => client.invalidateQueries({ queryKey: galleryQueryKey }),
  });
}

export function useDescribeImage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; description: string }) =>
      apiFetch<{ description: string }>('/api/gallery', { method: 'PATCH', json: input }),
    onSuccess: ({ description }, { id }) =>
      client.setQueryData<GalleryImage[]>(galleryQueryKey, (images = []) =>
        images.map((image) => (image.id === id ? { ...image, description } : image)),
      ),
    onError: (error) => console.error('Gallery description update failed', error),
  });
}

export function useDeleteImage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiFetch(`/api/gallery?id=${id}`, { method: 'DELETE' });
      return id;
    },
    onSuccess: (id) =>
      client.setQueryData<GalleryImage[]>(galleryQueryKey, (images = []) =>
        images.filter((image) => image.id !== id),
      ),
    onError: (error) => console.error('Gallery delete failed', error),
  });
}
