import { textLangOn } from '#client/lib/i18n/text-lang.ts';
import { useLocale } from '#client/lib/i18n/use-locale.ts';
import { illustrationSize } from '#shared/content/illustrations.ts';
import type { StoryBlock } from '#shared/content/stories.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import styles from './stories.module.css';

/** The article's pictures fill its column: at most 48rem. */
export const ARTICLE_IMAGE_SIZES = 'min(48rem, 100vw - 2rem)';

/**
 * The text and picture blocks of a story (or of an appeal, which has the same blocks), in the
 * language `textLang` they are written in.
 */
export function StoryBlocks({
  blocks,
  textLang,
}: {
  blocks: readonly StoryBlock[];
  textLang: Locale | undefined;
}) {
  const locale = useLocale();
  const lang = textLangOn(locale, textLang);
  // A picture's alt text or caption may still be English in a Swedish story.
  const langOf = (blockLang: Locale | undefined) => textLangOn(locale, blockLang ?? textLang);
  return blocks.map((block, index) =>
    block.type === 'text' ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: blocks hold no state; two may have the same text.
      <p key={index} lang={lang}>
        {block.text}
      </p>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: as above.
      <figure key={index} className={styles.figure}>
        <img
          lang={langOf(block.altLang)}
          src={block.src}
          srcSet={block.srcset}
          sizes={block.srcset && ARTICLE_IMAGE_SIZES}
          alt={block.alt}
          width={block.width ?? illustrationSize.width}
          height={block.height ?? illustrationSize.height}
          loading="lazy"
          decoding="async"
        />
        {block.caption && <figcaption lang={langOf(block.captionLang)}>{block.caption}</figcaption>}
      </figure>
    ),
  );
}
