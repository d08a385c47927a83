import type { QueryKey } from '@tanstack/react-query';
import { apiFetch } from './api-client.ts';
import { logFailure } from './log-failure.ts';

/**
 * Reads one public GET call and resolves to its JSON body, or rejects with an error whose
 * `status` is the answer's: the browser's fetch, or on the server the app's own call (inject).
 */
export type ApiGet = (path: string) => Promise<unknown>;

/**
 * The data a page shows, declared once: the browser's query (key and loader) and the server's
 * rendering with data both come from it, so the two cannot drift apart.
 */
export interface PageQuery<T> {
  queryKey: QueryKey;
  /** The public GET call whose answer is shown. */
  path: string;
  /** From the call's answer to what the page keeps. */
  select(body: unknown): T;
  /** An item's query: a 404 answer is data (null: the page says the item is not found). */
  item: boolean;
}

export function pageQuery<Body, T>(
  queryKey: QueryKey,
  path: string,
  select: (body: Body) => T,
): PageQuery<T> {
  return { queryKey, path, select: select as (body: unknown) => T, item: false };
}

/** An item's query (/api/events/:id): null when the call answers 404. */
export function itemQuery<Body, T>(
  queryKey: QueryKey,
  path: string,
  select: (body: Body) => T,
): PageQuery<T | null> {
  return { ...pageQuery(queryKey, path, select), item: true };
}

export async function loadPageQuery<T>(query: PageQuery<T>, get: ApiGet = apiFetch): Promise<T> {
  try {
    return query.select(await get(query.path));
  } catch (error) {
    if (query.item && (error as { status?: unknown }).status === 404) return null as T;
    throw error;
  }
}

/** `useQuery` options of a declared query; a failure is logged under `label`. */
export function pageQueryOptions<T>(query: PageQuery<T>, label: string) {
  return {
    queryKey: query.queryKey,
    queryFn: logFailure(label, () => loadPageQuery(query)),
  };
}
