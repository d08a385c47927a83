import { type CardLoading, LinkCard } from '#client/components/card-grid.tsx';
import type { Story } from '#shared/content/stories.ts';
import { formatDate } from '#shared/format-date.ts';
import { truncateWords } from '../lib/filter-stories.ts';
import styles from './stories.module.css';

export const EXCERPT_WORDS = 50;

export function StoryCard({ story, loading }: { story: Story; loading: CardLoading }) {
  return (
    <LinkCard
      item={story}
      base="/stories"
      loading={loading}
      bodyClassName={styles.cardBody}
      titleClassName={styles.cardTitle}
      before={
        <p className={styles.meta}>
          <span className={styles.badge}>{story.category}</span>
          <time dateTime={story.date}>{formatDate(story.date)}</time>
          <span>{story.readTime} min read</span>
        </p>
      }
    >
      <p>{truncateWords(story.excerpt, EXCERPT_WORDS)}</p>
    </LinkCard>
  );
}
