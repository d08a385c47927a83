import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch } from '#client/lib/api-client.ts';
import { logFailure } from '#client/lib/log-failure.ts';
import type { Story } from '#shared/content/stories.ts';

/** The published stories, newest first (Story[]); a page rendered with data fills it in. */
export const storiesQueryKey = ['stories'] as const;
/** One published story, or null when there is none with that id. */
export const storyQueryKey = (id: string) => ['stories', id] as const;

const fetchStories = async () => (await apiFetch<{ stories: Story[] }>('/api/stories')).stories;

async function fetchStory(id: string): Promise<Story | null> {
  try {
    return (await apiFetch<{ story: Story }>(`/api/stories/${encodeURIComponent(id)}`)).story;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function useStories() {
  return useQuery({
    queryKey: storiesQueryKey,
    queryFn: logFailure('Stories load failed', fetchStories),
  });
}

/** One story; opened from the list, it shows at once from the list's data. */
export function useStory(id: string) {
  const client = useQueryClient();
  return useQuery({
    queryKey: storyQueryKey(id),
    queryFn: logFailure('Story load failed', () => fetchStory(id)),
    initialData: () =>
      client.getQueryData<Story[]>(storiesQueryKey)?.find((story) => story.id === id),
    initialDataUpdatedAt: () => client.getQueryState(storiesQueryKey)?.dataUpdatedAt,
  });
}

/** The story Home features: the one the admin marked, else the newest. */
export function useFeaturedStory(): Story | undefined {
  const { data } = useStories();
  return data?.find((story) => story.featured) ?? data?.[0];
}
