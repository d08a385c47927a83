import { Trans } from '@lingui/react/macro';
import { lazy, type ReactNode, Suspense } from 'react';
import { useSession } from '#client/lib/session.ts';
import { type NewsItem, useNews } from '../api/news-api.ts';
import { useNow } from '../lib/use-now.ts';
import { NewsArticle } from './news-article.tsx';
import styles from './news-feed.module.css';
import { NewsList } from './news-list.tsx';

// Only signed-in admins download the editing code.
const NewsAdmin = lazy(() => import('./news-admin.tsx'));

function VisitorNewsList({ items, now }: { items: NewsItem[]; now: number }) {
  return (
    <NewsList
      items={items}
      renderItem={(item, headingRef) => (
        <NewsArticle item={item} now={now} headingRef={headingRef} />
      )}
    />
  );
}

function NewsSkeleton() {
  return (
    <>
      <p className="visually-hidden" role="status">
        <Trans>Loading news…</Trans>
      </p>
      <ul className={styles.list} aria-hidden="true">
        {[0, 1].map((key) => (
          <li key={key} className={`${styles.item} ${styles.placeholder}`} />
        ))}
      </ul>
    </>
  );
}

/** The Home page's News Feed; signed-in admins add, edit and delete items in place. */
export function NewsFeed() {
  const { loggedIn } = useSession();
  const news = useNews();
  const now = useNow();
  const items = news.data ?? [];

  let body: ReactNode;
  if (news.isPending) body = <NewsSkeleton />;
  else if (loggedIn) {
    body = (
      <Suspense fallback={<VisitorNewsList items={items} now={now} />}>
        <NewsAdmin items={items} now={now} />
      </Suspense>
    );
  } else if (news.isSuccess && items.length === 0) {
    body = (
      <p className={styles.empty}>
        <Trans>No news yet.</Trans>
      </p>
    );
  } else body = <VisitorNewsList items={items} now={now} />;

  return (
    <section className={styles.feed} aria-labelledby="news-feed-heading">
      <h2 id="news-feed-heading" className={styles.heading}>
        <Trans>News Feed</Trans>
      </h2>
      {body}
    </section>
  );
}
