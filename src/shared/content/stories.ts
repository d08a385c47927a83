/** The stories' vocabulary. The stories themselves are data the admin manages (/api/stories). */

export type { Story, StoryBlock, StorySummary } from '../schemas/stories.ts';
export { illustrationSize } from './illustrations.ts';

export const storyCategories = ['Education', 'Health', 'Community', 'Faith', 'Enterprise'] as const;
export type StoryCategory = (typeof storyCategories)[number];

const WORDS_PER_MINUTE = 200;

/** Minutes to read the excerpt and the text blocks, at about 200 words a minute; at least 1. */
export function readTimeOf(story: {
  excerpt: string;
  content: readonly { type: string; text?: string }[];
}): number {
  const texts = [story.excerpt, ...story.content.map((block) => block.text ?? '')];
  const words = texts.join(' ').split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}
