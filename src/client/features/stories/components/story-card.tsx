import { Link } from 'react-router';
import { illustrationSize } from '#shared/content/illustrations.ts';
import type { Story } from '#shared/content/stories.ts';
import { formatDate } from '#shared/format-date.ts';
import { truncateWords } from '../lib/filter-stories.ts';
import styles from './stories.module.css';

export const EXCERPT_WORDS = 50;

export function StoryCard({
  story,
  eager,
  first,
}: {
  story: Story;
  /** In view when the page opens: loaded at once. */
  eager: boolean;
  /** The likely largest picture on first view: loaded first. */
  first: boolean;
}) {
  return (
    <article className={styles.card}>
      <img
        src={story.image}
        alt=""
        width={illustrationSize.width}
        height={illustrationSize.height}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : undefined}
        decoding="async"
        className={styles.cardImage}
      />
      <div className={styles.cardBody}>
        <p className={styles.meta}>
          <span className={styles.badge}>{story.category}</span>
          <time dateTime={story.date}>{formatDate(story.date)}</time>
          <span>{story.readTime} min read</span>
        </p>
        <h2 className={styles.cardTitle}>
          <Link to={`/stories/${story.id}`} className={styles.cardLink}>
            {story.title}
          </Link>
        </h2>
        <p>{truncateWords(story.excerpt, EXCERPT_WORDS)}</p>
      </div>
    </article>
  );
}
