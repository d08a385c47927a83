import { useAdminMutation } from '#client/components/admin/use-admin-mutation.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import type { AdminStory, StoryInput, StoryPatch } from '#shared/schemas/stories.ts';
import { featuredStoryQuery, storiesQueryKey } from './stories-api.ts';

export type { AdminStory };

export const storiesAdminScope = 'stories';
/** Every story, drafts too (the admin's list). */
export const adminStoriesQueryKey = ['admin', 'stories'] as const;

export const fetchAdminStories = async () =>
  (await apiFetch<{ stories: AdminStory[] }>('/api/admin/stories')).stories;

const storyUrl = (id: string) => `/api/admin/stories/${encodeURIComponent(id)}`;

/** A change to the stories: the admin's list and the public ones are loaded again after it. */
const useStoryMutation = <TInput, TData>(label: string, send: (input: TInput) => Promise<TData>) =>
  useAdminMutation({
    scope: storiesAdminScope,
    label,
    queryKey: adminStoriesQueryKey,
    mutationFn: send,
    update: (client) => {
      void client.invalidateQueries({ queryKey: adminStoriesQueryKey });
      void client.invalidateQueries({ queryKey: storiesQueryKey });
      void client.invalidateQueries({ queryKey: featuredStoryQuery.queryKey });
    },
  });

/** Adds a story (`id` null) or saves every field of the story now called `id`. */
export const useSaveStory = () =>
  useStoryMutation('Story save failed', ({ id, story }: { id: string | null; story: StoryInput }) =>
    apiFetch<{ story: AdminStory }>(id === null ? '/api/admin/stories' : storyUrl(id), {
      method: id === null ? 'POST' : 'PATCH',
      json: story,
    }),
  );

/** Publishes, unpublishes or features a story. */
export const usePatchStory = () =>
  useStoryMutation('Story update failed', ({ id, patch }: { id: string; patch: StoryPatch }) =>
    apiFetch<{ story: AdminStory }>(storyUrl(id), { method: 'PATCH', json: patch }),
  );

export const useDeleteStory = () =>
  useStoryMutation('Story delete failed', (id: string) =>
    apiFetch(storyUrl(id), { method: 'DELETE' }),
  );
