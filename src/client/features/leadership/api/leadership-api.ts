import { useQuery } from '@tanstack/react-query';
import { pageQuery, pageQueryOptions } from '#client/lib/page-query.ts';
import type { Leader, LeaderListResponse } from '#shared/schemas/content.ts';

export type { Leader };

export const leadershipQuery = pageQuery(
  ['leadership'],
  '/api/leadership',
  (body: LeaderListResponse) => body.leaders,
);
export const leadershipQueryKey = leadershipQuery.queryKey;

export function useLeaders() {
  return useQuery(pageQueryOptions(leadershipQuery, 'Leadership load failed'));
}
