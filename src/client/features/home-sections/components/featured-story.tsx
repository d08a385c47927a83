import { Trans } from '@lingui/react/macro';
import { ButtonLink } from '#client/components/button-link.tsx';
import { LocalizedLink } from '#client/lib/i18n/localized-link.tsx';
import { useTextLang } from '#client/lib/i18n/text-lang.ts';
import { illustrationSize, type StorySummary } from '#shared/content/stories.ts';
import styles from './sections.module.css';

/** The picture fills the width on a phone, the grid's narrower column (2fr of 5) from 56rem. */
const STORY_IMAGE_SIZES = '(min-width: 56rem) min(28rem, 40vw), calc(100vw - 2rem)';

/** One family's story (the one the admin features), with a link to the rest. */
export function FeaturedStory({ story }: { story: StorySummary }) {
  const lang = useTextLang(story.lang);
  // The cover's alt text has no Swedish version (decision 010).
  const altLang = useTextLang('en');
  return (
    <section className="section" aria-labelledby="featured-story-heading">
      <div className={`container ${styles.story}`}>
        <img
          lang={altLang}
          src={story.image}
          srcSet={story.imageSrcset}
          sizes={story.imageSrcset && STORY_IMAGE_SIZES}
          alt={story.alt}
          width={illustrationSize.width}
          height={illustrationSize.height}
          loading="lazy"
          decoding="async"
          className={styles.storyImage}
        />
        <div>
          <p className={styles.eyebrow}>
            <Trans>Featured family story</Trans>
          </p>
          <h2 id="featured-story-heading" className={styles.heading} lang={lang}>
            {story.title}
          </h2>
          <p lang={lang}>{story.excerpt}</p>
          <div className={styles.buttons}>
            <LocalizedLink to={`/stories/${story.id}`} className="button button-secondary">
              <Trans>Read the full story</Trans>
            </LocalizedLink>
            <ButtonLink to="/stories">
              <Trans>Read more stories</Trans>
            </ButtonLink>
          </div>
        </div>
      </div>
    </section>
  );
}
