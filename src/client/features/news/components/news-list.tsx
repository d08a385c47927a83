import { Trans } from '@lingui/react/macro';
import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { Button } from '#client/components/form-fields.tsx';
import type { NewsItem } from '../api/news-api.ts';
import { NEWS_SHOWN_AT_A_TIME } from '../lib/news-shown.ts';
import styles from './news-feed.module.css';

interface Props {
  items: NewsItem[];
  /** An item's content; `headingRef` goes on its title, which takes focus when it is shown. */
  renderItem(
    item: NewsItem,
    headingRef: RefObject<HTMLHeadingElement | null> | undefined,
  ): ReactNode;
}

/** The newest items of the feed, and a button that shows older ones, ten at a time. */
export function NewsList({ items, renderItem }: Props) {
  const [shown, setShown] = useState(NEWS_SHOWN_AT_A_TIME);
  const [firstShownId, setFirstShownId] = useState<number | null>(null);
  const firstShownHeading = useRef<HTMLHeadingElement>(null);

  // A screen reader reads on from the first item the button showed.
  useEffect(() => {
    if (firstShownId !== null) firstShownHeading.current?.focus();
  }, [firstShownId]);

  function showOlder() {
    setFirstShownId(items[shown]?.id ?? null);
    setShown(shown + NEWS_SHOWN_AT_A_TIME);
  }

  return (
    <>
      <ul className={styles.list}>
        {items.slice(0, shown).map((item) => (
          <li key={item.id}>
            {renderItem(item, item.id === firstShownId ? firstShownHeading : undefined)}
          </li>
        ))}
      </ul>
      {items.length > shown && (
        <Button className={styles.older} onClick={showOlder}>
          <Trans>Show older news</Trans>
        </Button>
      )}
    </>
  );
}
