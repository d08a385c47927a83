import { useAdminMutation } from '#client/components/admin/use-admin-mutation.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import type { PrayerSwedish } from '#shared/schemas/content.ts';
import { setPrayed } from '../lib/prayed-flags.ts';
import { prayerQueryKey } from './prayer-api.ts';

export interface PrayerPointInput {
  title: string;
  content: string;
  tag: string;
  display_order: number;
  /** Its Swedish version (decision 010): left out keeps it, null removes it. */
  sv?: PrayerSwedish | null;
}

type Action = 'add' | 'update' | 'delete' | 'reset';

export const prayerAdminScope = 'prayer';

const post = (action: Action, json: unknown) =>
  apiFetch(`/api/prayer.php?action=${action}`, { method: 'POST', json });

/** An admin action on prayer points; the list reloads after it. */
const usePrayerAction = <T>(action: Action, send: (input: T) => Promise<unknown>) =>
  useAdminMutation({
    scope: prayerAdminScope,
    label: `Prayer point ${action} failed`,
    queryKey: prayerQueryKey,
    mutationFn: send,
  });

export const useAddPrayerPoint = () =>
  usePrayerAction('add', (input: PrayerPointInput) => post('add', input));

export const useUpdatePrayerPoint = () =>
  usePrayerAction('update', (input: PrayerPointInput & { id: number }) => post('update', input));

export const useDeletePrayerPoint = () =>
  usePrayerAction('delete', (id: number) => post('delete', { id }));

/** Reset Count: the count goes to 0 and this browser's prayed flag is cleared. */
export const useResetPrayerCount = () =>
  usePrayerAction('reset', async (id: number) => {
    await post('reset', { id });
    setPrayed(id, false);
  });
