import { type ReactNode, useId } from 'react';
import styles from './page-section.module.css';

interface Props {
  title: string;
  /** A short line under the heading. */
  intro?: ReactNode;
  /** A light tinted background, to set the section apart from its neighbours. */
  muted?: boolean;
  /** Shown beside the content on wide screens and above it on small ones (an illustration). */
  media?: ReactNode;
  id?: string;
  children: ReactNode;
}

/** One titled band of a content page: its h2, an optional intro and the content. */
export function PageSection({ title, intro, muted, media, id, children }: Props) {
  const headingId = useId();
  return (
    <section id={id} aria-labelledby={headingId} className={`section ${muted ? styles.muted : ''}`}>
      <div className={`container ${media ? styles.withMedia : ''}`}>
        <div className={styles.body}>
          <h2 id={headingId} className={styles.heading}>
            {title}
          </h2>
          {intro && <p className={styles.intro}>{intro}</p>}
          {children}
        </div>
        {media && <div className={styles.media}>{media}</div>}
      </div>
    </section>
  );
}
