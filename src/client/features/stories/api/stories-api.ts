import { useQuery, useQueryClient } from '@tanstack/react-query';
import { itemQuery, pageQuery, pageQueryOptions } from '#client/lib/page-query.ts';
import type { Story, StorySummary } from '#shared/content/stories.ts';

/** The published stories, newest first; a page rendered with data has them in its HTML. */
export const storiesQuery = pageQuery(
  ['stories'],
  '/api/stories',
  (body: { stories: Story[] }) => body.stories,
);
export const storiesQueryKey = storiesQuery.queryKey;

/** One published story, or null when there is none with that id. */
export const storyQuery = (id: string) =>
  itemQuery(
    ['stories', id],
    `/api/stories/${encodeURIComponent(id)}`,
    (body: { story: Story }) => body.story,
  );

export function useStories() {
  return useQuery(pageQueryOptions(storiesQuery, 'Stories load failed'));
}

/** One story; opened from the list, it shows at once from the list's data. */
export function useStory(id: string) {
  const client = useQueryClient();
  return useQuery({
    ...pageQueryOptions(storyQuery(id), 'Story load failed'),
    initialData: () =>
      client.getQueryData<Story[]>(storiesQueryKey)?.find((story) => story.id === id),
    initialDataUpdatedAt: () => client.getQueryState(storiesQueryKey)?.dataUpdatedAt,
  });
}

/** The story Home features (the one the admin marked, else the newest), without its text. */
export const featuredStoryQuery = pageQuery(
  ['featured-story'],
  '/api/featured-story',
  (body: { story: StorySummary | null }) => body.story,
);

export function useFeaturedStory(): StorySummary | undefined {
  return (
    useQuery(pageQueryOptions(featuredStoryQuery, 'Featured story load failed')).data ?? undefined
  );
}
