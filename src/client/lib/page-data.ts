import type { I18n } from '@lingui/core';
import type { DehydratedState } from '@tanstack/react-query';
import type { ContentTopic } from '#shared/content-topics.ts';
import { DEFAULT_LOCALE, type Locale } from '#shared/i18n/locale.ts';
import type { PageMeta } from '../routes.tsx';
import type { Params } from './match-path.ts';
import type { PageQuery } from './page-query.ts';

/**
 * What a page with managed content shows, exported by its module as `pageData`: the server
 * renders the page with these queries' data in the HTML, and again when one of its topics
 * changes; the browser starts from that data and keeps it fresh.
 */
export interface PageData {
  topics: readonly ContentTopic[];
  queries(params: Params): PageQuery<unknown>[];
  /**
   * An item's page (/events/:id): its meta from the item (the first query's data), in the
   * language of `i18n`.
   */
  itemMeta?(item: unknown, i18n: I18n): PageMeta;
  /** An item's page: the list of every item that has one (for the sitemap). */
  list?: PageQuery<readonly { id: string }[]>;
}

/** A page of one item: not found (404) when its query finds none. */
export function itemPageData<Item>(options: {
  topics: readonly ContentTopic[];
  query(id: string): PageQuery<Item | null>;
  meta(item: Item, i18n: I18n): PageMeta;
  /** Left out where the server lists the items for the sitemap itself (appeals, fundraisers). */
  list?: PageQuery<readonly { id: string }[]>;
}): PageData {
  return {
    topics: options.topics,
    ...(options.list ? { list: options.list } : {}),
    queries: ({ id }) => [options.query(id ?? '')],
    itemMeta: (item, i18n) => options.meta(item as Item, i18n),
  };
}

/** The data a page was rendered with on the server, carried in its HTML for hydration. */
export interface ServedData {
  state: DehydratedState;
  /** When it was rendered (ms since the epoch). */
  renderedAt: number;
}

/**
 * The served data as if fetched `now`. The server renders a page again whenever its content
 * changes, so a page it sends holds current data however long ago it was rendered: the queries
 * need not ask again on hydration (a saved copy from the service worker is not current).
 */
export function currentAsOf(served: ServedData, now: number): ServedData {
  const queries = served.state.queries.map((query) => ({
    ...query,
    state: { ...query.state, dataUpdatedAt: now },
  }));
  return { ...served, state: { ...served.state, queries } };
}

/**
 * An item's link preview: an uploaded photo as it is; a built-in illustration (SVG, which link
 * previews do not show) drawn by the server into a card with the title and `label`, in the
 * page's language: /og/events/<id>.png, /og/events/<id>.sv.png.
 */
export function linkPreview(
  item: { section: string; id: string; locale: Locale },
  art: string,
  label: string,
): Pick<PageMeta, 'image' | 'ogCard'> {
  if (art.startsWith('/uploads/')) return { image: art };
  const suffix = item.locale === DEFAULT_LOCALE ? '' : `.${item.locale}`;
  return { image: `/og/${item.section}/${item.id}${suffix}.png`, ogCard: { art, label } };
}
