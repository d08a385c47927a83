import { useAdminMutation } from '#client/components/admin/use-admin-mutation.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import type { AdminAppeal, AppealFormValues, AppealStatus } from '#shared/schemas/appeals.ts';

export type { AdminAppeal };

export const appealsAdminScope = 'appeals';
/** Every appeal, drafts and ended ones too (the admin's list). */
export const adminAppealsQueryKey = ['admin', 'appeals'] as const;

export const fetchAdminAppeals = async () =>
  (await apiFetch<{ appeals: AdminAppeal[] }>('/api/admin/appeals')).appeals;

const appealUrl = (id: number) => `/api/admin/appeals/${id}`;

/** A change to the appeals: the admin's list is loaded again after it. */
const useAppealMutation = <TInput, TData>(label: string, send: (input: TInput) => Promise<TData>) =>
  useAdminMutation({
    scope: appealsAdminScope,
    label,
    queryKey: adminAppealsQueryKey,
    mutationFn: send,
  });

/** Adds an appeal (`id` null) or saves every field of one, as the form holds them. */
export const useSaveAppeal = () =>
  useAppealMutation(
    'Appeal save failed',
    ({ id, appeal }: { id: number | null; appeal: AppealFormValues }) =>
      apiFetch<{ appeal: AdminAppeal }>(id === null ? '/api/admin/appeals' : appealUrl(id), {
        method: id === null ? 'POST' : 'PATCH',
        json: appeal,
      }),
  );

/** Publishes, or ends, an appeal. */
export const useSetAppealStatus = () =>
  useAppealMutation(
    'Appeal update failed',
    ({ id, status }: { id: number; status: AppealStatus }) =>
      apiFetch<{ appeal: AdminAppeal }>(appealUrl(id), { method: 'PATCH', json: { status } }),
  );

/** Deletes an appeal; the server refuses one with gifts or fundraisers (end it instead). */
export const useDeleteAppeal = () =>
  useAppealMutation('Appeal delete failed', (id: number) =>
    apiFetch(appealUrl(id), { method: 'DELETE' }),
  );
