import { hydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { currentAsOf, type ServedData } from '#client/lib/page-data.ts';
import { isSavedCopy } from '#client/offline/saved-copy.ts';
import { PAGE_DATA_ID } from '#shared/page-html.ts';

export const queryDefaults = { queries: { staleTime: 30_000, retry: 1 } } as const;

export interface PageQueries {
  /** Holds the data the page was rendered with; the data islands share it. */
  client: QueryClient;
  renderedAt?: number | undefined;
}

/** By the page's data element (by the document on a page without data): one client per page. */
const pages = new WeakMap<object, PageQueries>();

/**
 * The page's data, from the JSON the server put into its HTML, in one query client for all its
 * data islands: they hydrate from it without asking the API again. The server renders a page
 * again whenever its content changes, so its data counts as fetched now; a copy the service
 * worker saved does not, and is refreshed.
 */
export function pageQueries(document: Document): PageQueries {
  const element = document.getElementById(PAGE_DATA_ID);
  const known = pages.get(element ?? document);
  if (known) return known;
  const client = new QueryClient({ defaultOptions: queryDefaults });
  const text = element?.textContent;
  let renderedAt: number | undefined;
  if (text) {
    const parsed = JSON.parse(text) as ServedData;
    const served = isSavedCopy(document.documentElement) ? parsed : currentAsOf(parsed, Date.now());
    hydrate(client, served.state);
    renderedAt = served.renderedAt;
  }
  const page = { client, renderedAt };
  pages.set(element ?? document, page);
  return page;
}

/** A data island's content with the page's query client (imported only by pages that have one). */
export function withPageQueries(document: Document, content: ReactNode) {
  const { client, renderedAt } = pageQueries(document);
  return {
    renderedAt,
    content: <QueryClientProvider client={client}>{content}</QueryClientProvider>,
  };
}
