/**
 * The app's router: everything it needs of one, in one module, on wouter (~2 KiB gzip, where
 * React Router was ~13). wouter matches the routes (`Switch`, `Route`, `useParams`); the
 * location comes from a small history store of this module, since the app needs more of it than
 * wouter's location hooks give: the hash, the entry's state and key, and whether the last change
 * was Back/Forward (the scroll manager). Its entries have React Router's shape in
 * `history.state` ({ usr, key }), and it changes only through its own navigations and
 * Back/Forward (popstate), as React Router's did: an address replaced directly with
 * `history.replaceState` is not a navigation.
 */
import {
  type AnchorHTMLAttributes,
  createContext,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useContext,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import { type BaseLocationHook, type Parser, Router as WouterRouter } from 'wouter';
import { splitLocalePath } from '#shared/i18n/locale.ts';

export { matchRoute, Route, Router, Switch, useParams } from 'wouter';

export type Params = Readonly<Record<string, string | undefined>>;

export interface Location {
  pathname: string;
  /** '?a=b', or '' */
  search: string;
  /** '#id', or '' */
  hash: string;
  /** The `state` of the navigation that made this entry; null if none. */
  state: unknown;
  /** The entry's own key; 'default' for an entry this router did not make (a page's first). */
  key: string;
}

/** POP: Back/Forward or the page's first location; PUSH or REPLACE: a navigation of the app. */
export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/** An address, or a change of the current one ({ search, hash } keeps the current path). */
export type To = string | { pathname?: string; search?: string; hash?: string };

interface RouterState {
  location: Location;
  action: NavigationType;
}

interface History {
  subscribe(listener: () => void): () => void;
  current(): RouterState;
  /** `to`: an absolute address (path, query and hash). */
  go(to: string, options?: NavigateOptions): void;
}

const createKey = () => Math.random().toString(36).slice(2, 10);

function locationOf(address: string, state: unknown = null, key = 'default'): Location {
  const { pathname, search, hash } = new URL(address, 'http://localhost');
  return { pathname, search, hash, state, key };
}

function listenerSet() {
  const listeners = new Set<() => void>();
  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    notify: () => {
      for (const listener of listeners) listener();
    },
  };
}

let browserHistory: History | undefined;

/** The browser's history, one for the page. */
function getBrowserHistory(): History {
  if (browserHistory) return browserHistory;
  const { subscribe, notify } = listenerSet();
  const read = (action: NavigationType): RouterState => {
    const entry = window.history.state as { usr?: unknown; key?: string } | null;
    const { pathname, search, hash } = window.location;
    return {
      action,
      location: { pathname, search, hash, state: entry?.usr ?? null, key: entry?.key ?? 'default' },
    };
  };
  let state = read('POP');
  window.addEventListener('popstate', () => {
    state = read('POP');
    notify();
  });
  browserHistory = {
    subscribe,
    current: () => state,
    go(to, { replace = false, state: usr = null } = {}) {
      const entry = { usr, key: createKey() };
      try {
        if (replace) window.history.replaceState(entry, '', to);
        else window.history.pushState(entry, '', to);
      } catch {
        // Too many entries (Safari's limit) or an address of another origin: load it.
        window.location[replace ? 'replace' : 'assign'](to);
        return;
      }
      state = read(replace ? 'REPLACE' : 'PUSH');
      notify();
    },
  };
  return browserHistory;
}

/** A history in memory (the tests), or fixed at one address (`fixed`: the server's render). */
function createMemoryHistory(address: string, fixed = false): History {
  const { subscribe, notify } = listenerSet();
  let state: RouterState = { action: 'POP', location: locationOf(address) };
  return {
    subscribe,
    current: () => state,
    go(to, { replace = false, state: usr = null } = {}) {
      if (fixed) return;
      state = { action: replace ? 'REPLACE' : 'PUSH', location: locationOf(to, usr, createKey()) };
      notify();
    },
  };
}

const HistoryContext = createContext<History | null>(null);

function useHistory(): History {
  const history = useContext(HistoryContext);
  if (!history) throw new Error('Router hooks need a BrowserRouter, StaticRouter or MemoryRouter');
  return history;
}

function useRouterState(): RouterState {
  const history = useHistory();
  return useSyncExternalStore(history.subscribe, history.current, history.current);
}

export const useLocation = (): Location => useRouterState().location;

/** How the current location was reached: POP for Back/Forward (and the first page). */
export const useNavigationType = (): NavigationType => useRouterState().action;

const withPrefix = (part: string, prefix: string) =>
  !part || part === prefix ? '' : part.startsWith(prefix) ? part : prefix + part;

function addressOf(to: To, current: Location): string {
  if (typeof to === 'string') return to;
  const { pathname = current.pathname, search = '', hash = '' } = to;
  return pathname + withPrefix(search, '?') + withPrefix(hash, '#');
}

export function useNavigate(): (to: To, options?: NavigateOptions) => void {
  const history = useHistory();
  return useCallback(
    (to, options) => history.go(addressOf(to, history.current().location), options),
    [history],
  );
}

/** The query's parameters, and a navigation to the current path with others (no hash). */
export function useSearchParams(): [
  URLSearchParams,
  (next: Record<string, string> | URLSearchParams, options?: NavigateOptions) => void,
] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: Record<string, string> | URLSearchParams, options?: NavigateOptions) =>
      navigate({ search: new URLSearchParams(next).toString() }, options),
    [navigate],
  );
  return [params, setParams];
}

/** Route patterns: '/events', '/events/:id', '*'; case-insensitive, a trailing slash allowed. */
export const parsePattern: Parser = (route) => {
  const keys: string[] = [];
  const source = route
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment === '*' || segment.startsWith(':')) {
        keys.push(segment === '*' ? '*' : segment.slice(1));
        return segment === '*' ? '/(.*)' : '/([^/]+?)';
      }
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  return { keys, pattern: new RegExp(`^${source}/?$`, 'i') };
};

/** The app's route patterns are its English paths: they match the Swedish ones (/sv/…) too. */
export const parseInEitherLanguage: Parser = (route) => {
  const { keys, pattern } = parsePattern(route);
  return { keys, pattern: { exec: (path) => pattern.exec(splitLocalePath(path).path) } };
};

/** wouter's location: this module's, so that its routes follow the same history. */
const useWouterLocation: BaseLocationHook = () => [
  useLocation().pathname,
  useNavigate() as (path: string) => void,
];
const useWouterSearch = () => useLocation().search;

function HistoryRouter({ history, children }: { history: History; children: ReactNode }) {
  return (
    <HistoryContext value={history}>
      <WouterRouter hook={useWouterLocation} searchHook={useWouterSearch} parser={parsePattern}>
        {children}
      </WouterRouter>
    </HistoryContext>
  );
}

export function BrowserRouter({ children }: { children: ReactNode }) {
  return <HistoryRouter history={getBrowserHistory()}>{children}</HistoryRouter>;
}

/** The server's render of the page at `location` (path and query). */
export function StaticRouter({ location, children }: { location: string; children: ReactNode }) {
  const [history] = useState(() => createMemoryHistory(location, true));
  return <HistoryRouter history={history}>{children}</HistoryRouter>;
}

/** The tests' router, starting at `location`. */
export function MemoryRouter({ location, children }: { location: string; children: ReactNode }) {
  const [history] = useState(() => createMemoryHistory(location));
  return <HistoryRouter history={history}>{children}</HistoryRouter>;
}

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
  replace?: boolean;
  state?: unknown;
};

/**
 * A link that navigates in the app (a plain click; a click with a modifier key, or on a link
 * with another target, is the browser's). A link to the current address replaces its entry.
 */
export function Link({ to, replace, state, onClick, ...props }: LinkProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
    const target = props.target;
    if (event.defaultPrevented || event.button !== 0 || modified) return;
    if (target && target !== '_self') return;
    event.preventDefault();
    const here = location.pathname + location.search + location.hash;
    navigate(to, { replace: replace ?? here === addressOf(to, location), state });
  };
  return <a {...props} href={to} onClick={handleClick} />;
}

/**
 * React Router's rule: the link's path is the current one, or (unless `end`) one of its
 * ancestors, case-insensitively.
 */
function isActivePath(current: string, to: string, end: boolean): boolean {
  const location = current.toLowerCase();
  const path = (/^[^?#]*/.exec(to)?.[0] ?? to).toLowerCase();
  if (location === path) return true;
  const slashAt = path !== '/' && path.endsWith('/') ? path.length - 1 : path.length;
  return !end && location.startsWith(path) && location.charAt(slashAt) === '/';
}

/** A link that marks itself when it leads to the current page: class `active`, aria-current. */
export function NavLink({ className, end = false, ...props }: LinkProps & { end?: boolean }) {
  const active = isActivePath(useLocation().pathname, props.to, end);
  return (
    <Link
      {...props}
      className={[className, active ? 'active' : null].filter(Boolean).join(' ') || undefined}
      aria-current={active ? 'page' : undefined}
    />
  );
}
