import type { I18n } from '@lingui/core';
import type { z } from 'zod';
import { readTimeOf, type Story, type StoryCategory } from '#shared/content/stories.ts';
import { storyInSwedish } from '#shared/content/story-in-swedish.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import {
  type AdminStory,
  type PictureSwedish,
  type StoryBlock,
  type StoryInput,
  type StoryStatus,
  storyInputSchema,
} from '#shared/schemas/stories.ts';

/** A block as the editor holds it: `key` keeps a block's controls while blocks move. */
export interface BlockDraft {
  key: number;
  type: 'text' | 'image';
  text: string;
  src: string;
  alt: string;
  caption: string;
  /** A text block's Swedish text (decision 010). */
  svText: string;
  /** An image block's Swedish alt text and caption; empty shows the English one. */
  svAlt: string;
  svCaption: string;
}

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

/** Messages by field path: `title`, `tags`, `content.2.alt`. */
export type DraftErrors = Record<string, string>;

let nextKey = 1;
export function newBlock(type: BlockDraft['type']): BlockDraft {
  nextKey += 1;
  return {
    key: nextKey,
    type,
    text: '',
    src: '',
    alt: '',
    caption: '',
    svText: '',
    svAlt: '',
    svCaption: '',
  };
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
  const svTexts = story.sv?.blocks.values();
  const svPictures = story.sv?.pictures?.values();
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
    content: story.content.map((block) =>
      block.type === 'text'
        ? { ...newBlock('text'), text: block.text, svText: svTexts?.next().value ?? '' }
        : pictureDraft(block, svPictures?.next().value),
    ),
    svTitle: story.sv?.title ?? '',
    svExcerpt: story.sv?.excerpt ?? '',
    svAlt: story.sv?.alt ?? '',
  };
}

function pictureDraft(
  block: Extract<StoryBlock, { type: 'image' }>,
  sv: PictureSwedish | undefined,
): BlockDraft {
  return {
    ...newBlock('image'),
    src: block.src,
    alt: block.alt,
    caption: block.caption ?? '',
    svAlt: sv?.alt ?? '',
    svCaption: sv?.caption ?? '',
  };
}

/**
 * The Swedish version to send: null when every Swedish field is empty; the pictures' texts only
 * when one of them is filled in.
 */
function swedishOf({ svTitle, svExcerpt, svAlt, content }: StoryDraft) {
  const blocks = content.filter((block) => block.type === 'text').map((block) => block.svText);
  const pictures = content
    .filter((block) => block.type === 'image')
    .map((block) => ({ alt: block.svAlt, caption: block.svCaption }));
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
    content: draft.content.map((block) =>
      block.type === 'text'
        ? { type: 'text', text: block.text }
        : { type: 'image', src: block.src, alt: block.alt, caption: block.caption },
    ),
    sv: swedishOf(draft),
  };
}

/**
 * A message's field path; a Swedish block text's (`sv.blocks.1`) is its block's
 * (`content.2.svText`), a Swedish picture text's (`sv.pictures.0.alt`) its block's (`content.1.svAlt`).
 */
function pathOf(draft: StoryDraft, path: PropertyKey[]): string {
  const [first, second, index, field] = path;
  const type = second === 'blocks' ? 'text' : second === 'pictures' ? 'image' : undefined;
  if (first !== 'sv' || !type || typeof index !== 'number') return path.join('.');
  const blocks = draft.content.flatMap((block, at) => (block.type === type ? [at] : []));
  const name = type === 'text' ? 'svText' : field === 'caption' ? 'svCaption' : 'svAlt';
  return `content.${blocks[index]}.${name}`;
}

/** Checks the draft with the shared schema: the values to send, or a message per field. */
export function checkDraft(
  draft: StoryDraft,
): { ok: true; input: StoryInput } | { ok: false; errors: DraftErrors } {
  const parsed = storyInputSchema.safeParse(inputOf(draft));
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: DraftErrors = {};
  for (const issue of parsed.error.issues) errors[pathOf(draft, issue.path)] ??= issue.message;
  return { ok: false, errors };
}

/** The schema's messages (catalog ids, #shared/i18n/message.ts) in the page's language. */
export function translateErrors(errors: DraftErrors, i18n: I18n): DraftErrors {
  return Object.fromEntries(Object.entries(errors).map(([path, id]) => [path, i18n._(id)]));
}

/** The server's `field: message` as a field's message; undefined for any other refusal. */
export function serverFieldError(message: string): DraftErrors | undefined {
  const match = /^([a-z]+(?:\.\d+(?:\.[a-z]+)?)?): (.+)$/.exec(message);
  return match?.[1] && match[2] ? { [match[1]]: match[2] } : undefined;
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
  const content = (input.content ?? []).map((block) =>
    block.type === 'text'
      ? { type: 'text' as const, text: block.text }
      : {
          type: 'image' as const,
          src: block.src,
          alt: block.alt,
          caption: block.caption || undefined,
        },
  );
  return {
    ...draft,
    tags: input.tags ?? [],
    content,
    readTime: readTimeOf({ excerpt: draft.excerpt, content }),
    lang: 'en',
  };
}
