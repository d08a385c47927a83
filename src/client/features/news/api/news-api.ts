import { useQuery } from '@tanstack/react-query';
import { pageQuery, pageQueryOptions } from '#client/lib/page-query.ts';
import type { NewsItem, NewsListResponse } from '#shared/schemas/content.ts';

export type { NewsItem };

const lastChange = (item: NewsItem) => Date.parse(item.updated_at || item.created_at);

/** Newest first by updated_at (or created_at); the higher id first on a tie. */
export function sortNewestFirst(items: readonly NewsItem[]): NewsItem[] {
  return [...items].sort((a, b) => lastChange(b) - lastChange(a) || b.id - a.id);
}

export const newsQuery = pageQuery(['news'], '/api/news', (body: NewsListResponse) =>
  sortNewestFirst(body),
);
export const newsQueryKey = newsQuery.queryKey;

export function useNews() {
  return useQuery(pageQueryOptions(newsQuery, 'News load failed'));
}
