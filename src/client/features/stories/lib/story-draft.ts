import type { I18n } from '@lingui/core';
import type { z } from 'zod';
import { readTimeOf, type Story, type StoryCategory } from '#shared/content/stories.ts';
import {
  type AdminStory,
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
  /** The Swedish version's title and excerpt; its block texts are the blocks' `svText`. */
  svTitle: string;
  svExcerpt: string;
}

/** Messages by field path: `title`, `tags`, `content.2.alt`. */
export type DraftErrors = Record<string, string>;

let nextKey = 1;
export function newBlock(type: BlockDraft['type']): BlockDraft {
  nextKey += 1;
  return { key: nextKey, type, text: '', src: '', alt: '', caption: '', svText: '' };
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
  };
}

export function draftOf(story: AdminStory): StoryDraft {
  const svTexts = story.sv?.blocks.values();
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
        : { ...newBlock('image'), src: block.src, alt: block.alt, caption: block.caption ?? '' },
    ),
    svTitle: story.sv?.title ?? '',
    svExcerpt: story.sv?.excerpt ?? '',
  };
}

/** The Swedish version to send: null when every Swedish field is empty. */
function swedishOf({ svTitle, svExcerpt, content }: StoryDraft) {
  const blocks = content.filter((block) => block.type === 'text').map((block) => block.svText);
  const empty = [svTitle, svExcerpt, ...blocks].every((text) => text.trim() === '');
  return empty ? null : { title: svTitle, excerpt: svExcerpt, blocks };
}

/** What is sent: the shared schema's input. */
export function inputOf(draft: StoryDraft): z.input<typeof storyInputSchema> {
  const { svTitle: _t, svExcerpt: _e, ...fields } = draft;
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

/** A message's field path; a Swedish block text's (`sv.blocks.1`) is its block's (`content.2.svText`). */
function pathOf(draft: StoryDraft, path: PropertyKey[]): string {
  const [first, second, index] = path;
  if (first !== 'sv' || second !== 'blocks' || typeof index !== 'number') return path.join('.');
  const textBlocks = draft.content.flatMap((block, at) => (block.type === 'text' ? [at] : []));
  return `content.${textBlocks[index]}.svText`;
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

/** The story as the public page would show it, for the preview. */
export function previewOf(draft: StoryDraft): Story {
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
  };
}
