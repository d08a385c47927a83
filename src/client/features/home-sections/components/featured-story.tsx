import { Link } from 'react-router';
import { ButtonLink } from '#client/components/button-link.tsx';
import { illustrationSize, type Story } from '#shared/content/stories.ts';
import styles from './sections.module.css';

/** One family's story (the one the admin features), with a link to the rest. */
export function FeaturedStory({ story }: { story: Story }) {
  return (
    <section className="section" aria-labelledby="featured-story-heading">
      <div className={`container ${styles.story}`}>
        <img
          src={story.image}
          alt={story.alt}
          width={illustrationSize.width}
          height={illustrationSize.height}
          loading="lazy"
          decoding="async"
          className={styles.storyImage}
        />
        <div>
          <p className={styles.eyebrow}>Featured family story</p>
          <h2 id="featured-story-heading" className={styles.heading}>
            {story.title}
          </h2>
          <p>{story.excerpt}</p>
          <div className={styles.buttons}>
            <Link to={`/stories/${story.id}`} className="button button-secondary">
              Read the full story
            </Link>
            <ButtonLink to="/stories">Read more stories</ButtonLink>
          </div>
        </div>
      </div>
    </section>
  );
}
