import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import { toFormData } from '#client/lib/form-data.ts';
import { leadershipQueryKey } from './leadership-api.ts';

export interface LeaderInput {
  /** Present when editing an existing leader. */
  id?: number;
  name: string;
  role: string;
  bio: string;
  image: File | null;
  removeImage: boolean;
}

/** Add (no id) or edit (with id) through the one multipart POST of the spec. */
export function useSaveLeader() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name, role, bio, image, removeImage }: LeaderInput) =>
      apiFetch('/api/leadership', {
        method: 'POST',
        body: toFormData({ id, name, role, bio, image, remove_image: removeImage }),
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: leadershipQueryKey }),
    onError: (error) => console.error('Save failed', error),
  });
}

export function useDeleteLeader() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch(`/api/leadership?id=${id}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: leadershipQueryKey }),
    onError: (error) => console.error('Leader delete failed', error),
  });
}
