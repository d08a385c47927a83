// The service worker (built to /sw.js by scripts/build.mjs). A visitor on a bad network gets:
// - the shell (the page's boot script and fonts) and the code and messages of the islands they
//   met on this device, so a second visit paints without waiting for them;
// - the pages they have read, from the network when it answers within PAGE_TIMEOUT_MS, else
//   the saved copy (html[data-saved]: its data is refreshed once its islands run); offline, the
//   saved copy marked as such (html[data-offline] shows the note),
//   or the "You are offline" page for a page never saved.
// Never from the cache: /api (forms, payments, everything sent), the admin and the sign-in.
// Update rule: every build is a new worker (its VERSION); it takes over at once and deletes the
// previous build's files; the saved pages stay (they are readable without their scripts).

import { LOCALES, localeOfPath, localizePath, splitLocalePath } from '#shared/i18n/locale.ts';
import { markedCopy } from './saved-copy.ts';

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Response | Promise<Response>): void;
}
interface WorkerScope {
  readonly location: Location;
  readonly navigator: Navigator;
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
}

declare const VERSION: string;
declare const SHELL_FILES: string[];

const worker = globalThis as unknown as WorkerScope;
const SHELL_CACHE = `shell-${VERSION}`;
const PAGES_CACHE = 'pages';
const UPLOADS_CACHE = 'uploads';
const MAX_PAGES = 50;
const MAX_UPLOADS = 60;
const PAGE_TIMEOUT_MS = 3000;
/** In either language. */
const NEVER_CACHED = /^\/(admin|login|api)(\/|$)/;
/** "You are offline", in each language: kept from the start. */
const OFFLINE_PAGES = LOCALES.map((locale) => localizePath('/offline', locale));

worker.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll([...SHELL_FILES, ...OFFLINE_PAGES]))
      .then(() => worker.skipWaiting()),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('shell-') && name !== SHELL_CACHE)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => worker.clients.claim()),
  );
});

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== worker.location.origin) return;
  if (NEVER_CACHED.test(splitLocalePath(url.pathname).path)) return;
  if (request.mode === 'navigate') event.respondWith(page(event, url));
  else if (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/images/')) {
    event.respondWith(cacheFirst(request, SHELL_CACHE));
  } else if (url.pathname.startsWith('/uploads/')) {
    event.respondWith(cacheFirst(request, UPLOADS_CACHE, MAX_UPLOADS));
  }
});

/** Hashed files never change: the saved copy, else the network's (saved). */
async function cacheFirst(request: Request, cacheName: string, limit?: number): Promise<Response> {
  const cache = await caches.open(cacheName);
  const saved = await cache.match(request);
  if (saved) return saved;
  const response = await fetch(request);
  if (response.ok) await keep(cache, request, response.clone(), limit);
  return response;
}

/** Adds an entry, forgetting the oldest beyond `limit` (keys are in insertion order). */
async function keep(cache: Cache, request: Request, response: Response, limit?: number) {
  await cache.put(request, response);
  if (limit === undefined) return;
  const keys = await cache.keys();
  await Promise.all(
    keys.slice(0, Math.max(0, keys.length - limit)).map((key) => cache.delete(key)),
  );
}

const savable = (response: Response) =>
  response.status === 200 &&
  response.type === 'basic' &&
  !/no-store/.test(response.headers.get('cache-control') ?? '') &&
  (response.headers.get('content-type') ?? '').startsWith('text/html');

async function page(event: FetchEvent, url: URL): Promise<Response> {
  const pages = await caches.open(PAGES_CACHE);
  const key = url.origin + url.pathname;
  const fromNetwork = fetch(event.request).then(async (response) => {
    if (savable(response)) {
      await pages.delete(key);
      await keep(pages, new Request(key), response.clone(), MAX_PAGES);
    }
    return response;
  });
  event.waitUntil(fromNetwork.catch(() => undefined));
  const saved = await pages.match(key);
  try {
    if (!saved) return await fromNetwork;
    const slow = new Promise<undefined>((resolve) => setTimeout(resolve, PAGE_TIMEOUT_MS));
    return (
      (await Promise.race([fromNetwork, slow])) ??
      edited(saved, (html) => markedCopy(html, 'saved'))
    );
  } catch {
    if (saved) return edited(saved, (html) => markedCopy(html, 'offline'));
    const offline = await caches.match(localizePath('/offline', localeOfPath(url.pathname)));
    return offline ? edited(offline, withoutScripts) : Response.error();
  }
}

/**
 * The "You are offline" page stands in for another address: without its module script (and the
 * messages it would fetch), or its islands would hydrate against that address (its path, its
 * header's links) with code that may not be saved. Its HTML reads as it is.
 */
const withoutScripts = (html: string) =>
  html
    .replace(/<script type="module"[^>]*><\/script>/g, '')
    .replace(/<link rel="preload" as="fetch"[^>]*id="catalog"[^>]*>/g, '');

/** A saved page with its HTML edited (a saved copy: `<html data-offline>` shows its note). */
async function edited(response: Response, edit: (html: string) => string): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.delete('content-encoding');
  headers.delete('content-length');
  return new Response(edit(await response.text()), { status: 200, headers });
}
