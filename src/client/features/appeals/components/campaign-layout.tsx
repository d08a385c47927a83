import type { ReactNode } from 'react';
import styles from './appeals.module.css';

interface Props {
  /** Above the title: what kind of page it is, or whom a memorial remembers. */
  eyebrow: ReactNode;
  title: string;
  lead?: ReactNode;
  /** The language of the title and lead, where it is not the page's. */
  lang?: string | undefined;
  picture?: ReactNode;
  /** The text, then anything else the page tells. */
  children: ReactNode;
  /** Beside the text on wide screens: the progress, the form, the gifts. */
  side: ReactNode;
}

/** An appeal's or fundraiser's page: its story on one side, giving to it on the other. */
export function CampaignLayout({ eyebrow, title, lead, lang, picture, children, side }: Props) {
  return (
    <div className={`container section ${styles.page}`}>
      <article>
        <p className={styles.eyebrow}>{eyebrow}</p>
        <h1 lang={lang}>{title}</h1>
        {lead && (
          <p className={styles.lead} lang={lang}>
            {lead}
          </p>
        )}
        {picture}
        {children}
      </article>
      <div className={styles.side}>{side}</div>
    </div>
  );
}

/** An appeal's cover or a fundraiser's photo, in the frame of the stories' pictures. */
export function CampaignPicture({
  alt,
  ...props
}: {
  src: string;
  alt: string;
  lang?: string | undefined;
  srcSet?: string | undefined;
  width: number;
  height: number;
}) {
  return (
    <img
      {...props}
      alt={alt}
      sizes={props.srcSet && 'min(48rem, 100vw - 2rem)'}
      className={styles.cover}
    />
  );
}
