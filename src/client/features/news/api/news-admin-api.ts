import type { QueryClient } from '@tanstack/react-query';
import { useAdminMutation } from '#client/components/admin/use-admin-mutation.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import type { NewsItem, NewsSwedish } from '#shared/schemas/content.ts';
import { newsQueryKey, sortNewestFirst } from './news-api.ts';

export interface NewsInput {
  title: string;
  content: string;
  /** The Swedish version; null removes it. */
  sv?: NewsSwedish | null;
}

type Created = Pick<NewsItem, 'id' | 'created_at'>;
type Updated = { success: boolean; updated_at: string };

export const newsAdminScope = 'news';

/** Applies a change to the cached list and re-sorts it, newest first. */
const updateList = (client: QueryClient, change: (items: NewsItem[]) => NewsItem[]) =>
  client.setQueryData<NewsItem[]>(newsQueryKey, (items = []) => sortNewestFirst(change(items)));

export const useAddNews = () =>
  useAdminMutation({
    scope: newsAdminScope,
    label: 'News add failed',
    queryKey: newsQueryKey,
    mutationFn: async (input: NewsInput): Promise<NewsItem> => {
      const { id, created_at } = await apiFetch<Created>('/api/news', {
        method: 'POST',
        json: input,
      });
      return { ...input, id, created_at, updated_at: created_at };
    },
    update: (client, item) => updateList(client, (items) => [...items, item]),
  });

export const useEditNews = () =>
  useAdminMutation({
    scope: newsAdminScope,
    label: 'News edit failed',
    queryKey: newsQueryKey,
    mutationFn: async (input: NewsInput & { id: number }) => {
      const { updated_at } = await apiFetch<Updated>('/api/news', { method: 'PATCH', json: input });
      return { ...input, updated_at };
    },
    update: (client, changed) =>
      updateList(client, (items) =>
        items.map((item) => (item.id === changed.id ? { ...item, ...changed } : item)),
      ),
  });

export const useDeleteNews = () =>
  useAdminMutation({
    scope: newsAdminScope,
    label: 'News delete failed',
    queryKey: newsQueryKey,
    mutationFn: (id: number) => apiFetch(`/api/news?id=${id}`, { method: 'DELETE' }),
    update: (client, _, id) =>
      updateList(client, (items) => items.filter((item) => item.id !== id)),
  });
