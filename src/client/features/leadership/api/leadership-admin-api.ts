import { useAdminMutation } from '#client/components/admin/use-admin-mutation.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { swedishVersionField, toFormData } from '#client/lib/form-data.ts';
import type { LeaderSwedish } from '#shared/schemas/content.ts';
import { leadershipQueryKey } from './leadership-api.ts';

export interface LeaderInput {
  /** Present when editing an existing leader. */
  id?: number;
  name: string;
  role: string;
  bio: string;
  image: File | null;
  removeImage: boolean;
  /** Its Swedish version (decision 010): left out keeps it, null removes it. */
  sv?: LeaderSwedish | null;
}

export const leadershipAdminScope = 'leadership';

/** Add (no id) or edit (with id) through the one multipart POST of docs/product.md (part 2, Calls). */
export const useSaveLeader = () =>
  useAdminMutation({
    scope: leadershipAdminScope,
    label: 'Save failed',
    queryKey: leadershipQueryKey,
    mutationFn: ({ id, name, role, bio, image, removeImage, sv }: LeaderInput) =>
      apiFetch('/api/leadership', {
        method: 'POST',
        body: toFormData({
          id,
          name,
          role,
          bio,
          image,
          remove_image: removeImage,
          sv: swedishVersionField(sv),
        }),
      }),
  });

export const useDeleteLeader = () =>
  useAdminMutation({
    scope: leadershipAdminScope,
    label: 'Leader delete failed',
    queryKey: leadershipQueryKey,
    mutationFn: (id: number) => apiFetch(`/api/leadership?id=${id}`, { method: 'DELETE' }),
  });
