import type { PictureSwedish, Story, StoryBlock, StorySwedish } from '../schemas/stories.ts';
import { readTimeOf } from './stories.ts';

/**
 * A story with its Swedish version over the English texts: each text block's text in turn, and
 * the pictures' alt texts and captions where the version has them (an English one left is marked
 * as such). What a Swedish reader gets, and what the admin's Swedish preview shows.
 */
export function storyInSwedish(story: Story, sv: StorySwedish): Story {
  const texts = sv.blocks.values();
  const pictures = (sv.pictures ?? []).values();
  const content = story.content.map((block) =>
    block.type === 'text'
      ? { ...block, text: texts.next().value ?? block.text }
      : pictureInSwedish(block, pictures.next().value),
  );
  const { title, excerpt } = sv;
  return {
    ...story,
    title,
    excerpt,
    content,
    readTime: readTimeOf({ excerpt, content }),
    ...(sv.alt ? { alt: sv.alt } : { altLang: 'en' }),
  };
}

function pictureInSwedish(
  block: Extract<StoryBlock, { type: 'image' }>,
  sv: PictureSwedish | undefined,
): StoryBlock {
  const picture = { ...block, ...(sv?.alt ? { alt: sv.alt } : { altLang: 'en' as const }) };
  if (!block.caption) return picture;
  return sv?.caption ? { ...picture, caption: sv.caption } : { ...picture, captionLang: 'en' };
}
