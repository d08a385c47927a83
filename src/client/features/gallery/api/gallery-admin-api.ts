import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { QueryClient } from '@tanstack/react-query';
import { failureMessage } from '#client/components/admin/admin-view.tsx';
import { AdminActionError, useAdminMutation } from '#client/components/admin/use-admin-mutation.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import type { GallerySwedish } from '#shared/schemas/content.ts';
import { type GalleryImage, galleryQueryKey } from './gallery-api.ts';

export interface UploadItem {
  file: File;
  description: string;
  /** Its Swedish description, '' for none (decision 010). */
  svDescription: string;
}

export const galleryAdminScope = 'gallery';

const updateImages = (client: QueryClient, change: (images: GalleryImage[]) => GalleryImage[]) =>
  client.setQueryData<GalleryImage[]>(galleryQueryKey, (images = []) => change(images));

/** Sends the chosen files one by one; a refused file does not stop the others. */
async function uploadAll(items: UploadItem[], i18n: I18n): Promise<number> {
  const refusals: string[] = [];
  for (const { file, description, svDescription } of items) {
    const form = new FormData();
    form.append('image', file);
    form.append('description', description);
    form.append('sv', svDescription.trim() ? JSON.stringify({ description: svDescription }) : '');
    try {
      await apiFetch('/api/gallery', { method: 'POST', body: form });
    } catch (error) {
      console.error('Gallery upload failed', file.name, error);
      refusals.push(`${file.name}: ${failureMessage(error, i18n)}`);
    }
  }
  const refused = refusals.join('; ');
  if (refusals.length > 0) throw new AdminActionError(i18n._(msg`Not uploaded. ${refused}`));
  return items.length;
}

/** Uploads the chosen files; the list reloads after it, even when some were refused. */
export function useUploadImages() {
  const { i18n } = useLingui();
  return useAdminMutation({
    scope: galleryAdminScope,
    label: 'Gallery upload failed',
    queryKey: galleryQueryKey,
    mutationFn: (items: UploadItem[]) => uploadAll(items, i18n),
    reloadOnFailure: true,
  });
}

export const useDescribeImage = () =>
  useAdminMutation({
    scope: galleryAdminScope,
    label: 'Gallery description update failed',
    queryKey: galleryQueryKey,
    mutationFn: (input: { id: number; description: string; sv?: GallerySwedish | null }) =>
      apiFetch<{ description: string }>('/api/gallery', { method: 'PATCH', json: input }),
    update: (client, { description }, { id, sv }) =>
      updateImages(client, (images) =>
        images.map((image) =>
          image.id === id ? { ...image, description, ...(sv !== undefined && { sv }) } : image,
        ),
      ),
  });

export const useDeleteImage = () =>
  useAdminMutation({
    scope: galleryAdminScope,
    label: 'Gallery delete failed',
    queryKey: galleryQueryKey,
    mutationFn: (id: number) => apiFetch(`/api/gallery?id=${id}`, { method: 'DELETE' }),
    update: (client, _, id) => updateImages(client, (images) => images.filter((i) => i.id !== id)),
  });
