import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import { logFailure } from '#client/lib/log-failure.ts';
import type { NewsItem, NewsListResponse } from '#shared/schemas/content.ts';

export type { NewsItem };

export const newsQueryKey = ['news'] as const;

const lastChange = (item: NewsItem) => Date.parse(item.updated_at || item.created_at);

/** Newest first by updated_at (or created_at); the higher id first on a tie. */
export function sortNewestFirst(items: readonly NewsItem[]): NewsItem[] {
  return [...items].sort((a, b) => lastChange(b) - lastChange(a) || b.id - a.id);
}

const fetchNews = async () => sortNewestFirst(await apiFetch<NewsListResponse>('/api/news'));

export function useNews() {
  return useQuery({ queryKey: newsQueryKey, queryFn: logFailure('News load failed', fetchNews) });
}
