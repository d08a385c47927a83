import { ButtonLink } from '#client/components/button-link.tsx';
import { illustrationSize } from '#shared/content/illustrations.ts';
import type { Story } from '#shared/content/stories.ts';
import { formatDate } from '#shared/format-date.ts';
import styles from './stories.module.css';

/** One story: its badge, picture and text and image blocks, then the ways onward. */
export function StoryArticle({ story }: { story: Story }) {
  return (
    <article className={`container section ${styles.article}`}>
      <p className={styles.meta}>
        <span className={styles.badge}>
          {story.category} · <time dateTime={story.date}>{formatDate(story.date)}</time>
        </span>
        <span>{story.readTime} min read</span>
      </p>
      <h1>{story.title}</h1>
      <p className={styles.lead}>{story.excerpt}</p>
      <img
        src={story.image}
        alt={story.alt}
        width={illustrationSize.width}
        height={illustrationSize.height}
        className={styles.articleImage}
      />
      {story.content.map((block) =>
        block.type === 'text' ? (
          <p key={block.text}>{block.text}</p>
        ) : (
          <figure key={block.src} className={styles.figure}>
            <img
              src={block.src}
              alt={block.alt}
              width={illustrationSize.width}
              height={illustrationSize.height}
              loading="lazy"
              decoding="async"
            />
            {block.caption && <figcaption>{block.caption}</figcaption>}
          </figure>
        ),
      )}
      <StoryLinks />
    </article>
  );
}

export function StoryLinks() {
  return (
    <div className={styles.actions}>
      <ButtonLink to="/stories">Back to stories</ButtonLink>
      <ButtonLink to="/our-work" variant="primary">
        See our work
      </ButtonLink>
    </div>
  );
}
