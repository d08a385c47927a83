/**
 * The page's address, for components: moving between pages is a full page load (the pages are
 * pre-rendered, kept by the service worker and answered with 304s), so there is no router. The
 * path comes from the page (PagePathContext: the server's render and each island's root give
 * it); the query is read from the browser's address after hydration, since a pre-rendered page
 * was rendered without one.
 */
import { createContext, useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import { windowEventStore } from '#client/lib/window-event-store.ts';
import { splitLocalePath } from '#shared/i18n/locale.ts';

/** The path of the page being rendered ('/sv/events'). */
export const PagePathContext = createContext('/');

export const usePathname = (): string => useContext(PagePathContext);

/** The browser's page loads, in one object the unit tests can watch (jsdom loads no pages). */
export const pageLoads = {
  go(to: string, replace: boolean): void {
    if (replace) window.location.replace(to);
    else window.location.assign(to);
  },
};

/** Goes to another page: a full page load, so the browser keeps Back, Forward and their scroll. */
export function navigate(to: string, { replace = false }: { replace?: boolean } = {}): void {
  pageLoads.go(to, replace);
}

const { subscribe, changed } = windowEventStore('popstate');

const currentSearch = () => window.location.search;
/** The server rendered the page without a query: hydration starts from none, then reads it. */
const serverSearch = () => '';

/** The address's query ('?a=b', or ''). */
export const useSearch = (): string => useSyncExternalStore(subscribe, currentSearch, serverSearch);

/** Writes the address's query and hash, keeping the path, with no page load. */
function writeQuery(
  params: Record<string, string> | URLSearchParams,
  hash: string,
  history: 'push' | 'replace',
): void {
  const query = new URLSearchParams(params).toString();
  const address = `${window.location.pathname}${query ? `?${query}` : ''}${hash}`;
  if (history === 'push') window.history.pushState(null, '', address);
  else window.history.replaceState(window.history.state, '', address);
  changed();
}

/**
 * Replaces the address's query (and its hash, when given), keeping the path: no new history
 * entry, no page load.
 */
export function replaceQuery(
  params: Record<string, string> | URLSearchParams,
  hash = window.location.hash,
): void {
  writeQuery(params, hash, 'replace');
}

/**
 * One parameter of the query, and a way to change it (the others stay). Each change is a new
 * history entry, so Back returns to the value before it.
 */
export function useQueryParam(name: string): [string | null, (value: string | null) => void] {
  const search = useSearch();
  const value = useMemo(() => new URLSearchParams(search).get(name), [search, name]);
  const setValue = useCallback(
    (next: string | null) => {
      const params = new URLSearchParams(window.location.search);
      if (next === null) params.delete(name);
      else params.set(name, next);
      writeQuery(params, window.location.hash, 'push');
    },
    [name],
  );
  return [value, setValue];
}

/**
 * React Router's rule for a navigation link: the link's path is the current one, or (unless
 * `end`) one of its ancestors, case-insensitively.
 */
export function isActivePath(current: string, to: string, end = false): boolean {
  const location = current.toLowerCase();
  const path = (/^[^?#]*/.exec(to)?.[0] ?? to).toLowerCase();
  if (location === path) return true;
  const slashAt = path !== '/' && path.endsWith('/') ? path.length - 1 : path.length;
  return !end && location.startsWith(path) && location.charAt(slashAt) === '/';
}

/** The path without its language prefix ('/sv/events' → '/events'). */
export const useSitePath = (): string => splitLocalePath(usePathname()).path;
