import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { ButtonLink } from '#client/components/button-link.tsx';
import { textLangOn } from '#client/lib/i18n/text-lang.ts';
import { useFormat } from '#client/lib/i18n/use-format.ts';
import { useLocale } from '#client/lib/i18n/use-locale.ts';
import { illustrationSize } from '#shared/content/illustrations.ts';
import type { Story } from '#shared/content/stories.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import { categoryNames } from '../lib/category-names.ts';
import styles from './stories.module.css';
import { ARTICLE_IMAGE_SIZES, StoryBlocks } from './story-blocks.tsx';

/**
 * One story: its badge, picture and text and image blocks, then the ways onward. `heading` is
 * the title's level: h1 on the story's page, lower in the admin's preview.
 */
export function StoryArticle({
  story,
  heading: Heading = 'h1',
}: {
  story: Story;
  heading?: 'h1' | 'h3';
}) {
  const { i18n } = useLingui();
  const format = useFormat();
  const locale = useLocale();
  const lang = textLangOn(locale, story.lang);
  // A picture's alt text or caption may still be English in a Swedish story.
  const langOf = (textLang: Locale | undefined) => textLangOn(locale, textLang ?? story.lang);
  const { readTime } = story;
  return (
    <article className={`container section ${styles.article}`}>
      <p className={styles.meta}>
        <span className={styles.badge}>
          {i18n._(categoryNames[story.category])} ·{' '}
          <time dateTime={story.date}>{format.date(story.date)}</time>
        </span>
        <span>
          <Trans>{readTime} min read</Trans>
        </span>
      </p>
      <Heading lang={lang}>{story.title}</Heading>
      <p className={styles.lead} lang={lang}>
        {story.excerpt}
      </p>
      <img
        lang={langOf(story.altLang)}
        src={story.image}
        srcSet={story.imageSrcset}
        sizes={story.imageSrcset && ARTICLE_IMAGE_SIZES}
        alt={story.alt}
        width={illustrationSize.width}
        height={illustrationSize.height}
        className={styles.articleImage}
      />
      <StoryBlocks blocks={story.content} textLang={story.lang} />
      <StoryLinks />
    </article>
  );
}

export function StoryLinks() {
  return (
    <div className={styles.actions}>
      <ButtonLink to="/stories">
        <Trans>Back to stories</Trans>
      </ButtonLink>
      <ButtonLink to="/our-work" variant="primary">
        <Trans>See our work</Trans>
      </ButtonLink>
    </div>
  );
}
