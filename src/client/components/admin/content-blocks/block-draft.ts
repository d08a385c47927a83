import type { I18n } from '@lingui/core';
import type { PictureSwedish, StoryBlock, StoryBlockInput } from '#shared/schemas/stories.ts';

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

/**
 * The stored blocks as drafts, each text block with its Swedish text (`svBlocks`, in order) and
 * each picture with its Swedish texts (`svPictures`, in order), where the version has them.
 */
export function blockDraftsOf(
  content: readonly StoryBlock[],
  svBlocks: readonly string[] = [],
  svPictures: readonly PictureSwedish[] = [],
): BlockDraft[] {
  const texts = svBlocks.values();
  const pictures = svPictures.values();
  return content.map((block) => {
    if (block.type === 'text') {
      return { ...newBlock('text'), text: block.text, svText: texts.next().value ?? '' };
    }
    const sv = pictures.next().value;
    return {
      ...newBlock('image'),
      src: block.src,
      alt: block.alt,
      caption: block.caption ?? '',
      svAlt: sv?.alt ?? '',
      svCaption: sv?.caption ?? '',
    };
  });
}

/** The blocks as the shared schema takes them. */
export const blocksInput = (blocks: readonly BlockDraft[]): StoryBlockInput[] =>
  blocks.map((block) =>
    block.type === 'text'
      ? { type: 'text', text: block.text }
      : { type: 'image', src: block.src, alt: block.alt, caption: block.caption },
  );

/** The blocks as a page shows them (the editors' previews). */
export const blocksView = (blocks: readonly BlockDraft[]): StoryBlock[] =>
  blocks.map((block) =>
    block.type === 'text'
      ? { type: 'text', text: block.text }
      : { type: 'image', src: block.src, alt: block.alt, caption: block.caption || undefined },
  );

/** The Swedish texts of the text blocks, in order: a Swedish version's `blocks`. */
export const swedishBlockTexts = (blocks: readonly BlockDraft[]): string[] =>
  blocks.filter((block) => block.type === 'text').map((block) => block.svText);

/** The Swedish alt texts and captions of the pictures, in order. */
export const swedishPictureTexts = (blocks: readonly BlockDraft[]) =>
  blocks
    .filter((block) => block.type === 'image')
    .map((block) => ({ alt: block.svAlt, caption: block.svCaption }));

/**
 * A message's field path; a Swedish block text's (`sv.blocks.1`) is its block's
 * (`content.2.svText`), a Swedish picture text's (`sv.pictures.0.alt`) its block's (`content.1.svAlt`).
 */
export function messagePath(blocks: readonly BlockDraft[], path: PropertyKey[]): string {
  const [first, second, index, field] = path;
  const type = second === 'blocks' ? 'text' : second === 'pictures' ? 'image' : undefined;
  if (first !== 'sv' || !type || typeof index !== 'number') return path.join('.');
  const at = blocks.flatMap((block, position) => (block.type === type ? [position] : []));
  const name = type === 'text' ? 'svText' : field === 'caption' ? 'svCaption' : 'svAlt';
  return `content.${at[index]}.${name}`;
}

/** A schema's issues as one message per field path, the first one each. */
export function errorsOf(
  blocks: readonly BlockDraft[],
  issues: readonly { path: PropertyKey[]; message: string }[],
): DraftErrors {
  const errors: DraftErrors = {};
  for (const issue of issues) errors[messagePath(blocks, issue.path)] ??= issue.message;
  return errors;
}

/** The schema's messages (catalog ids, #shared/i18n/message.ts) in the page's language. */
export function translateErrors(errors: DraftErrors, i18n: I18n): DraftErrors {
  return Object.fromEntries(Object.entries(errors).map(([path, id]) => [path, i18n._(id)]));
}

/** The server's `field: message` as a field's message; undefined for any other refusal. */
export function serverFieldError(message: string): DraftErrors | undefined {
  const match = /^([a-z]+(?:\.\d+(?:\.[a-z]+)?)?): (.+)$/i.exec(message);
  return match?.[1] && match[2] ? { [match[1]]: match[2] } : undefined;
}

/** Focuses the first control, in the page's order, that has a message. */
export function focusFirst(ids: string[]) {
  const controls = ids.flatMap((id) => document.getElementById(id) ?? []);
  controls.sort((a, b) =>
    a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
  );
  controls[0]?.focus();
}
