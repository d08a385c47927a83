import { Trans } from '@lingui/react/macro';
import { type ReactNode, type Ref, useId } from 'react';
import { ActionsRow } from '#client/components/admin/actions-row.tsx';
import { useTextLang } from '#client/lib/i18n/text-lang.ts';
import { useFormat } from '#client/lib/i18n/use-format.ts';
import { calendarDay } from '#shared/stockholm.ts';
import type { NewsItem } from '../api/news-api.ts';
import styles from './news-feed.module.css';

interface Props {
  item: NewsItem;
  now: number;
  /** The admin's Edit and Delete buttons. */
  actions?: ReactNode;
  /** Given when the title is to take focus (it then accepts focus from script only). */
  headingRef?: Ref<HTMLHeadingElement> | undefined;
}

/** One news item: title, its text as written (line breaks kept) and when it last changed. */
export function NewsArticle({ item, now, actions, headingRef }: Props) {
  const headingId = useId();
  const format = useFormat();
  const changed = item.updated_at || item.created_at;
  const day = <time dateTime={changed}>{calendarDay(changed, 'local')}</time>;
  const age = format.age(changed, now);
  const lang = useTextLang(item.lang);
  return (
    <article className={styles.item} aria-labelledby={headingId}>
      <h3
        id={headingId}
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
        className={styles.title}
        lang={lang}
      >
        {item.title}
      </h3>
      <p className={styles.content} lang={lang}>
        {item.content}
      </p>
      <p className={styles.meta}>
        <Trans>
          Last updated {day} ({age})
        </Trans>
      </p>
      {actions && <ActionsRow>{actions}</ActionsRow>}
    </article>
  );
}
