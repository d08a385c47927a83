import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import type { NewsItem } from '#shared/schemas/content.ts';
import { newsQueryKey, sortNewestFirst } from './news-api.ts';

export interface NewsInput {
  title: string;
  content: string;
}

type Created = Pick<NewsItem, 'id' | 'created_at'>;
type Updated = { success: boolean; updated_at: string };

/** Applies a change to the cached list and re-sorts it, newest first. */
function useUpdateList() {
  const client = useQueryClient();
  return (change: (items: NewsItem[]) => NewsItem[]) =>
    client.setQueryData<NewsItem[]>(newsQueryKey, (items = []) => sortNewestFirst(change(items)));
}

export function useAddNews() {
  const updateList = useUpdateList();
  return useMutation({
    mutationFn: async (input: NewsInput): Promise<NewsItem> => {
      const { id, created_at } = await apiFetch<Created>('/api/news', {
        method: 'POST',
        json: input,
      });
      return { ...input, id, created_at, updated_at: created_at };
    },
    onSuccess: (item) => updateList((items) => [...items, item]),
    onError: (error) => console.error('News add failed', error),
  });
}

export function useEditNews() {
  const updateList = useUpdateList();
  return useMutation({
    mutationFn: async (input: NewsInput & { id: number }) => {
      const { updated_at } = await apiFetch<Updated>('/api/news', { method: 'PATCH', json: input });
      return { ...input, updated_at };
    },
    onSuccess: (changed) =>
      updateList((items) =>
        items.map((item) => (item.id === changed.id ? { ...item, ...changed } : item)),
      ),
    onError: (error) => console.error('News edit failed', error),
  });
}

export function useDeleteNews() {
  const updateList = useUpdateList();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiFetch(`/api/news?id=${id}`, { method: 'DELETE' });
      return id;
    },
    onSuccess: (id) => updateList((items) => items.filter((item) => item.id !== id)),
    onError: (error) => console.error('News delete failed', error),
  });
}
