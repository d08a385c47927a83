import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { type CardLoading, LinkCard } from '#client/components/card-grid.tsx';
import { useTextLang } from '#client/lib/i18n/text-lang.ts';
import { useFormat } from '#client/lib/i18n/use-format.ts';
import type { Story } from '#shared/content/stories.ts';
import { categoryNames } from '../lib/category-names.ts';
import { truncateWords } from '../lib/filter-stories.ts';
import styles from './stories.module.css';

const EXCERPT_WORDS = 50;

export function StoryCard({ story, loading }: { story: Story; loading: CardLoading }) {
  const { i18n } = useLingui();
  const format = useFormat();
  const lang = useTextLang(story.lang);
  const { readTime } = story;
  return (
    <LinkCard
      item={story}
      base="/stories"
      loading={loading}
      bodyClassName={styles.cardBody}
      titleClassName={styles.cardTitle}
      before={
        <p className={styles.meta}>
          <span className={styles.badge}>{i18n._(categoryNames[story.category])}</span>
          <time dateTime={story.date}>{format.date(story.date)}</time>
          <span>
            <Trans>{readTime} min read</Trans>
          </span>
        </p>
      }
    >
      <p lang={lang}>{truncateWords(story.excerpt, EXCERPT_WORDS)}</p>
    </LinkCard>
  );
}
