import type { ReactNode } from 'react';
import { ResponsiveImage } from '#client/components/responsive-image.tsx';
import { useTextLang } from '#client/lib/i18n/text-lang.ts';
import { initials } from '#client/lib/initials.ts';
import type { Leader } from '../api/leadership-api.ts';
import styles from './leadership.module.css';

interface Props {
  leader: Leader;
  /** The admin's Edit and Delete buttons. */
  actions?: ReactNode;
}

export function LeaderCard({ leader, actions }: Props) {
  const { name, role, bio, url, srcset, width, height } = leader;
  const lang = useTextLang(leader.lang);
  return (
    <article className={styles.card}>
      {url ? (
        <ResponsiveImage
          image={{ url, srcset, width, height }}
          alt=""
          sizes="(min-width: 64rem) 14rem, (min-width: 40rem) 30vw, 90vw"
          className={styles.portrait}
        />
      ) : (
        <span className={styles.initials} aria-hidden="true">
          {initials(name)}
        </span>
      )}
      <h3 className={styles.name}>{name}</h3>
      <p className={styles.role} lang={lang}>
        {role}
      </p>
      <p className={styles.bio} lang={lang}>
        {bio}
      </p>
      {actions && <div className={styles.actions}>{actions}</div>}
    </article>
  );
}
