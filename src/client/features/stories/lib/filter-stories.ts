import type { Story, StoryCategory } from '#shared/content/stories.ts';

export type CategoryFilter = 'All' | StoryCategory;

/** Stories in the category whose title, excerpt or tags contain the query (case-insensitive). */
export function filterStories(stories: Story[], category: CategoryFilter, query: string): Story[] {
  const needle = query.trim().toLocaleLowerCase();
  return stories.filter(
    (story) =>
      (category === 'All' || story.category === category) &&
      (needle === '' ||
        [story.title, story.excerpt, ...story.tags].some((text) =>
          text.toLocaleLowerCase().includes(needle),
        )),
  );
}

/** The first `limit` words, with an ellipsis when something was cut. */
export function truncateWords(text: string, limit: number): string {
  const words = text.trim().split(/\s+/);
  return words.length <= limit ? text.trim() : `${words.slice(0, limit).join(' ')}…`;
}
