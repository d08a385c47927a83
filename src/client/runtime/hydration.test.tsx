import type { Root } from 'react-dom/client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
// biome-ignore lint/style/noRestrictedImports: the events feature's test data.
import { fixtureEvents } from '#client/features/events/lib/events.fixture.ts';
import { testAppeal, testFundraiser, testGifts } from '#client/testing/appeals.ts';
import { mockApi, session } from '#client/testing/mock-api.ts';
import { testStories } from '#client/testing/stories.ts';
import { assemblePage } from '#shared/page-html.ts';
import { render } from './entry-server.tsx';
import { hydrateIslands } from './hydrate-islands.tsx';
import { preloadIslands } from './islands.ts';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

/** Every root the islands made, unmounted after each test (see afterEach). */
const roots = vi.hoisted((): Root[] => []);
vi.mock('react-dom/client', async (importOriginal) => {
  const reactDom = await importOriginal<typeof import('react-dom/client')>();
  return {
    ...reactDom,
    hydrateRoot: (...args: Parameters<typeof reactDom.hydrateRoot>) => {
      const root = reactDom.hydrateRoot(...args);
      roots.push(root);
      return root;
    },
  };
});

/**
 * The pages as visitors get them: the server's HTML (entry-server.tsx, with data where the page
 * has some), then the browser's hydration of every island with react-dom. Any mismatch between
 * the two is a console error (React's recoverable errors go there too, hydrate-islands.tsx), and
 * fails the test.
 */
const [event] = fixtureEvents;
const [story] = testStories;

const api: Record<string, unknown> = {
  '/api/news': [],
  '/api/gallery': { images: [] },
  '/api/testimonials': { testimonials: [] },
  '/api/featured-story': { story: story ?? null },
  '/api/appeals': { appeals: [testAppeal] },
  [`/api/appeals/${testAppeal.slug}`]: { appeal: testAppeal, latestGifts: testGifts },
  [`/api/fundraisers/${testFundraiser.slug}`]: {
    fundraiser: testFundraiser,
    latestGifts: testGifts,
  },
  [`/api/events/${event?.id}`]: { event },
  [`/api/stories/${story?.id}`]: { story },
};
const get = async (path: string) => {
  if (!(path in api)) throw Object.assign(new Error(`no ${path}`), { status: 404 });
  return structuredClone(api[path]);
};

const pages = [
  '/',
  '/privacy-policy',
  `/events/${event?.id}`,
  `/stories/${story?.id}`,
  '/contact-us',
  '/my-gifts',
  `/appeals/${testAppeal.slug}`,
  `/fundraisers/${testFundraiser.slug}`,
  '/start-a-fundraiser',
];
const inBothLanguages = pages.flatMap((path) => [path, path === '/' ? '/sv' : `/sv${path}`]);

/** Puts the page's HTML into the document, as the browser parses it. */
async function serve(path: string) {
  const page = await render(path, get);
  const html = assemblePage('<html lang="en"><head></head><body><!--app-html--></body></html>', {
    head: '',
    html: page.html,
    data: page.data,
    locale: page.locale,
  });
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  document.documentElement.lang = page.locale;
  document.body.replaceWith(document.importNode(parsed.body, true));
  window.history.replaceState(null, '', path);
  return page;
}

/** Every island of the page, the ones that wait for the screen too. */
function everyIslandAtOnce() {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(target: Element) {
        queueMicrotask(() =>
          this.callback(
            [{ isIntersecting: true, target } as IntersectionObserverEntry],
            this as never,
          ),
        );
      }
      unobserve() {}
      disconnect() {}
    },
  );
}

beforeAll(async () => {
  // Hydration runs as in the browser, on React's scheduler (Testing Library's act() would hold
  // the effects that say an island has hydrated until it ends).
  globalThis.IS_REACT_ACT_ENVIRONMENT = false;
  await preloadIslands();
}, 120_000);

afterAll(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(async () => {
  // A root left mounted keeps React's scheduler at work after the file's document is gone (a
  // carousel's timer, a transition): "window is not defined", after the tests had passed.
  for (const root of roots.splice(0)) root.unmount();
  await new Promise((resolve) => setTimeout(resolve, 0));
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('hydration of every island with react-dom', () => {
  it.each(inBothLanguages)('%s hydrates with no mismatch and no console error', async (path) => {
    mockApi({
      ...session(false),
      // The donation form loads the payment configuration once it has hydrated.
      'GET /api/stripe/config': () => ({
        publicKey: 'pk_sandbox_local_test_mode',
        provider: 'sandbox',
        methods: ['card'],
      }),
      // Start a fundraiser lists the running appeals once it has hydrated.
      'GET /api/appeals': () => ({ appeals: [testAppeal] }),
    });
    everyIslandAtOnce();
    const errors: unknown[][] = [];
    vi.spyOn(console, 'error').mockImplementation((...args) => void errors.push(args));
    const { i18n } = await import('@lingui/core');
    const { i18nFor } = await import('#shared/i18n/catalogs.ts');
    const { locale } = await serve(path);
    // The browser's global i18n in the page's language, as boot.ts activates it.
    i18n.loadAndActivate({ locale, messages: i18nFor(locale).messages });

    const islands = [...document.querySelectorAll('[data-island]')];
    expect(islands.length).toBeGreaterThan(2);
    await hydrateIslands(document);
    await vi.waitFor(
      () => expect(document.querySelectorAll('[data-island]:not([data-hydrated])')).toHaveLength(0),
      { timeout: 20_000 },
    );

    expect(roots).toHaveLength(islands.length);
    expect(errors).toEqual([]);
    expect(document.documentElement.dataset.hydrated).toBe('');
  });
});
