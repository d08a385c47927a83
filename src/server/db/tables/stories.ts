import type { Generated } from 'kysely';
import type { StoryStatus } from '#shared/schemas/stories.ts';
import type { TableColumnNames, Timestamp } from './columns.ts';

/** A story; its text and pictures are its blocks (story_blocks). */
export interface StoriesTable {
  /** The readable slug of its URL, /stories/{id}. */
  id: string;
  title: string;
  excerpt: string;
  /** One of storyCategories. */
  category: string;
  /** A JSON array of strings. */
  tags: string;
  /** YYYY-MM-DD. */
  date: string;
  /** The cover picture's URL and its alternative text. */
  image: string;
  image_alt: string;
  status: StoryStatus;
  /** 1 for the one story Home features. */
  featured: Generated<number>;
  is_sample: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The Swedish version's texts as JSON, null for none (migration 015). */
  sv: string | null;
}

/** One block of a story, in order by `position` (0, 1, 2…): text, or an image. */
export interface StoryBlocksTable {
  story_id: string;
  position: number;
  type: 'text' | 'image';
  text: string | null;
  image_src: string | null;
  image_alt: string | null;
  caption: string | null;
}

export interface StoryTables {
  stories: StoriesTable;
  story_blocks: StoryBlocksTable;
}

export const storyColumns = {
  stories: {
    id: true,
    title: true,
    excerpt: true,
    category: true,
    tags: true,
    date: true,
    image: true,
    image_alt: true,
    status: true,
    featured: true,
    is_sample: true,
    created_at: true,
    updated_at: true,
    sv: true,
  },
  story_blocks: {
    story_id: true,
    position: true,
    type: true,
    text: true,
    image_src: true,
    image_alt: true,
    caption: true,
  },
} satisfies TableColumnNames<StoryTables>;
