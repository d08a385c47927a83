import type { z } from 'zod';
import {
  type BlockDraft,
  blockDraftsOf,
  blocksInput,
  blocksView,
  type DraftErrors,
  errorsOf,
  newBlock,
  swedishBlockTexts,
  swedishPictureTexts,
} from '#client/components/admin/content-blocks/block-draft.ts';
import { readTimeOf, type Story, type StoryCategory } from '#shared/content/stories.ts';
import { storyInSwedish } from '#shared/content/story-in-swedish.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import {
  type AdminStory,
  type StoryInput,
  type StoryStatus,
  storyInputSchema,
} from '#shared/schemas/stories.ts';

export type { DraftErrors };

/** The editor's values: text as typed, tags as one comma-separated line. */
export interface StoryDraft {
  id: string;
  title: string;
  excerpt: string;
  category: StoryCategory;
  date: string;
  tags: string;
  image: string;
  alt: string;
  status: StoryStatus;
  featured: boolean;
  content: BlockDraft[];
  /**
   * The Swedish version's title, excerpt and cover alt text; its block texts are the blocks'
   * `svText`, `svAlt` and `svCaption`.
   */
  svTitle: string;
  svExcerpt: string;
  svAlt: string;
}

export function emptyDraft(today: string): StoryDraft {
  return {
    id: '',
    title: '',
    excerpt: '',
    category: 'Education',
    date: today,
    tags: '',
    image: '',
    alt: '',
    status: 'draft',
    featured: false,
    content: [newBlock('text')],
    svTitle: '',
    svExcerpt: '',
    svAlt: '',
  };
}

export function draftOf(story: AdminStory): StoryDraft {
  return {
    id: story.id,
    title: story.title,
    excerpt: story.excerpt,
    category: story.category,
    date: story.date,
    tags: story.tags.join(', '),
    image: story.image,
    alt: story.alt,
    status: story.status,
    featured: story.featured,
    content: blockDraftsOf(story.content, story.sv?.blocks, story.sv?.pictures),
    svTitle: story.sv?.title ?? '',
    svExcerpt: story.sv?.excerpt ?? '',
    svAlt: story.sv?.alt ?? '',
  };
}

/**
 * The Swedish version to send: null when every Swedish field is empty; the pictures' texts only
 * when one of them is filled in.
 */
function swedishOf({ svTitle, svExcerpt, svAlt, content }: StoryDraft) {
  const blocks = swedishBlockTexts(content);
  const pictures = swedishPictureTexts(content);
  const pictureTexts = pictures.flatMap(({ alt, caption }) => [alt, caption]);
  const filled = (texts: string[]) => texts.some((text) => text.trim() !== '');
  if (!filled([svTitle, svExcerpt, svAlt, ...blocks, ...pictureTexts])) return null;
  return {
    title: svTitle,
    excerpt: svExcerpt,
    blocks,
    alt: svAlt,
    ...(filled(pictureTexts) ? { pictures } : {}),
  };
}

/** Some field of the Swedish version is filled in: the story will have one. */
export const hasSwedishVersion = (draft: StoryDraft): boolean => swedishOf(draft) !== null;

/** What is sent: the shared schema's input. */
export function inputOf(draft: StoryDraft): z.input<typeof storyInputSchema> {
  const { svTitle: _t, svExcerpt: _e, svAlt: _a, ...fields } = draft;
  return {
    ...fields,
    tags: draft.tags
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
    content: blocksInput(draft.content),
    sv: swedishOf(draft),
  };
}

/** Checks the draft with the shared schema: the values to send, or a message per field. */
export function checkDraft(
  draft: StoryDraft,
): { ok: true; input: StoryInput } | { ok: false; errors: DraftErrors } {
  const parsed = storyInputSchema.safeParse(inputOf(draft));
  if (parsed.success) return { ok: true, input: parsed.data };
  return { ok: false, errors: errorsOf(draft.content, parsed.error.issues) };
}

/** The message for a field; for the tags, a single tag's too (`tags.2`). */
export function errorAt(errors: DraftErrors, path: string): string | undefined {
  if (errors[path] || path !== 'tags') return errors[path];
  return Object.entries(errors).find(([key]) => key.startsWith('tags.'))?.[1];
}

/**
 * The story as the public page in `locale` would show it, for the preview: the Swedish page shows
 * the Swedish version as typed so far, or the English story (marked English) while there is none.
 */
export function previewOf(draft: StoryDraft, locale: Locale = 'en'): Story {
  const english = englishPreviewOf(draft);
  const sv = locale === 'sv' ? swedishOf(draft) : null;
  return sv ? { ...storyInSwedish(english, sv), lang: 'sv' } : english;
}

function englishPreviewOf(draft: StoryDraft): Story {
  const input = inputOf(draft);
  const content = blocksView(draft.content);
  return {
    ...draft,
    tags: input.tags ?? [],
    content,
    readTime: readTimeOf({ excerpt: draft.excerpt, content }),
    lang: 'en',
  };
}
