import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import { logFailure } from '#client/lib/log-failure.ts';
import type { Leader, LeaderListResponse } from '#shared/schemas/content.ts';

export type { Leader };

export const leadershipQueryKey = ['leadership'] as const;

const fetchLeaders = async () => (await apiFetch<LeaderListResponse>('/api/leadership')).leaders;

export function useLeaders() {
  return useQuery({
    queryKey: leadershipQueryKey,
    queryFn: logFailure('Leadership load failed', fetchLeaders),
  });
}
