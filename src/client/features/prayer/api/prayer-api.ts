import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import { logFailure } from '#client/lib/log-failure.ts';
import { loadPageQuery, pageQuery } from '#client/lib/page-query.ts';
import type {
  PrayerCountsResponse,
  PrayerIncrementResponse,
  PrayerListResponse,
  PrayerPoint,
} from '#shared/schemas/content.ts';
import { setPrayed } from '../lib/prayed-flags.ts';

export type { PrayerPoint };

const PRAYER_FAILED = msg`Could not record your prayer right now. Please try again later.`;

/** By display_order, then id. */
export function sortPoints(points: readonly PrayerPoint[]): PrayerPoint[] {
  return [...points].sort((a, b) => a.display_order - b.display_order || a.id - b.id);
}

/** The current points, each with its count. */
export const prayerQuery = pageQuery(
  ['prayer-points'],
  '/api/prayer.php?action=list_current',
  (body: PrayerListResponse) => sortPoints(body.data),
);
export const prayerQueryKey = prayerQuery.queryKey;

/** In the browser, the counts come again from `action=get` (the list's own as a fallback). */
async function fetchPoints(): Promise<PrayerPoint[]> {
  const points = await loadPageQuery(prayerQuery);
  if (points.length === 0) return points;
  const ids = points.map((point) => point.id).join(',');
  const counts = await apiFetch<PrayerCountsResponse>(`/api/prayer.php?action=get&ids=${ids}`)
    .then((response) => response.counts)
    .catch((error: unknown) => {
      console.error('Prayer counts load failed', error);
      return {} as PrayerCountsResponse['counts'];
    });
  return points.map((point) => ({ ...point, pray_count: counts[point.id] ?? point.pray_count }));
}

export function usePrayerPoints() {
  return useQuery({
    queryKey: prayerQueryKey,
    queryFn: logFailure('Prayer points load failed', fetchPoints),
  });
}

/** Changes one point's count in the cached list. */
export function useSetCount() {
  const client = useQueryClient();
  return (id: number, count: (current: number) => number) =>
    client.setQueryData<PrayerPoint[]>(prayerQueryKey, (points) =>
      points?.map((point) =>
        point.id === id ? { ...point, pray_count: count(point.pray_count) } : point,
      ),
    );
}

/**
 * Pray: the count rises and the point is marked prayed at once; the server's count replaces
 * it on success. On failure both roll back and the visitor is told.
 */
export function usePray() {
  const { i18n } = useLingui();
  const client = useQueryClient();
  const setCount = useSetCount();
  return useMutation({
    mutationFn: (id: number) =>
      apiFetch<PrayerIncrementResponse>('/api/prayer.php?action=increment', {
        method: 'POST',
        json: { id },
      }),
    onMutate: async (id) => {
      await client.cancelQueries({ queryKey: prayerQueryKey });
      setCount(id, (count) => count + 1);
      setPrayed(id, true);
    },
    onSuccess: ({ count }, id) => setCount(id, () => count),
    onError: (error, id) => {
      // Undo only this click, so other points' counts changed meanwhile stay.
      setCount(id, (count) => Math.max(0, count - 1));
      setPrayed(id, false);
      console.error('Prayer increment failed', error);
      window.alert(i18n._(PRAYER_FAILED));
    },
  });
}
