// Debian's Chromium driven by playwright-core: one browser per worker, a fresh context per
// page (or, for tests that only look, one of a few that a file's tests take turns with), and
// every page fails its test on a console error, an uncaught page error or a
// Content-Security-Policy violation unless the test lists that error as expected.
//
//   const browser = setupBrowser();
//   test('…', async () => {
//     const page = await browser.newPage({ viewport: 'mobile' });
//     await visit(page, '/who-we-are');
//     await expectNoAxeViolations(page);
//   });
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
  type Request,
} from 'playwright-core';
import { afterAll, beforeAll, type OnTestFinishedHandler, onTestFinished } from 'vitest';
import { CHROMIUM_FLAGS, HEADLESS_SHELL_PATH } from '../../../scripts/lib/chromium.mjs';
import type { Site } from './provided-context.ts';
import { baseUrl, workerSite } from './site.ts';

export const viewports = {
  mobile: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
} satisfies Record<string, BrowserContextOptions>;

export type ViewportName = keyof typeof viewports;

/** Playwright's launch() gives every browser a fresh temporary user-data-dir of its own. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_FLAGS });
}

export interface NewPageOptions {
  viewport?: ViewportName;
  /** Console errors this test expects (e.g. the browser's log line for a 401 response). */
  allowConsoleErrors?: (string | RegExp)[];
  /** The site the page opens relative addresses on: the worker's unless told. */
  site?: Site;
  /** Starts with the admin session that the site's start signed in. Never log it out. */
  signedIn?: boolean;
  reducedMotion?: 'reduce' | 'no-preference';
  /** Lets the page run without JavaScript, to read the pre-rendered HTML as served. */
  javaScriptEnabled?: boolean;
  /** The browser's language (navigator.languages, Accept-Language): English unless told. */
  locale?: string;
  /**
   * Lets the site's service worker install. Off unless told: a worker would answer requests
   * that tests intercept (page.route) and keep pages between visits of one test.
   */
  serviceWorker?: boolean;
}

let workerBrowser: Promise<Browser> | undefined;

/**
 * The worker's browser, launched by its first file (a launch costs 0.6 CPU s; the files of a
 * worker run one after another in one process).
 * Playwright closes it when the worker exits.
 */
async function sharedBrowser(): Promise<Browser> {
  const running = await workerBrowser;
  if (running?.isConnected()) return running;
  workerBrowser = launchBrowser();
  return workerBrowser;
}

/** A context, its one page, and the unexpected errors of its pages. */
interface WatchedContext {
  context: BrowserContext;
  page: Page;
  /** The unexpected errors since the last call, which starts a new list. */
  takeErrors(): string[];
}

async function openContext(browser: Browser, options: NewPageOptions): Promise<WatchedContext> {
  const context = await browser.newContext({
    ...viewports[options.viewport ?? 'desktop'],
    baseURL: (options.site ?? workerSite).baseUrl,
    reducedMotion: options.reducedMotion ?? 'no-preference',
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    locale: options.locale ?? 'en-GB',
    serviceWorkers: options.serviceWorker ? 'allow' : 'block',
  });
  let errors: string[] = [];
  const allowed = options.allowConsoleErrors ?? [];
  const expected = (text: string) =>
    allowed.some((pattern) =>
      typeof pattern === 'string' ? text.includes(pattern) : pattern.test(text),
    );
  context.on('console', (message) => {
    if (message.type() !== 'error' || expected(message.text())) return;
    if (isUploadRemovedMeanwhile(message.text(), message.location().url)) return;
    const where = message.location().url;
    errors.push(`console.error on ${message.page()?.url()}: ${message.text()} ${where}`);
  });
  context.on('weberror', (webError) => {
    const text = String(webError.error().stack ?? webError.error().message);
    if (!expected(text)) errors.push(`page error on ${webError.page()?.url()}: ${text}`);
  });
  // A refused eval or inline script is otherwise only a DevTools "issue": make it an error.
  await context.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(
        `Content-Security-Policy violation: ${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
      ),
    ),
  );
  if (options.signedIn) await addAdminSession(context, options.site);
  const page = await context.newPage();
  const takeErrors = () => {
    const taken = errors;
    errors = [];
    return taken;
  };
  return { context, page, takeErrors };
}

function failOnErrors(errors: string[]): void {
  if (errors.length > 0) {
    throw new Error(`unexpected errors in the browser:\n  ${errors.join('\n  ')}`);
  }
}

/**
 * Registers the hooks of one test file: the worker's browser for the file. A page's
 * unexpected errors fail the test that had it. A concurrent test passes its own context's
 * `onTestFinished` (Vitest cannot tell which of the running tests the global one belongs to).
 */
export function setupBrowser() {
  let browser: Browser | undefined;
  /** Idle reused pages, by their options. */
  const idle = new Map<string, WatchedContext[]>();

  beforeAll(async () => {
    browser = await sharedBrowser();
  });
  afterAll(async () => {
    const contexts = [...idle.values()].flat();
    idle.clear();
    await Promise.all(contexts.map(({ context }) => context.close()));
  });
  const started = () => {
    if (!browser) throw new Error('pages are for tests, after setupBrowser() started');
    return browser;
  };

  return {
    /** A page in a fresh context, closed when the test finishes. */
    async newPage(
      options: NewPageOptions = {},
      whenFinished: (handler: OnTestFinishedHandler) => void = onTestFinished,
    ): Promise<Page> {
      const watched = await openContext(started(), options);
      whenFinished(async () => {
        await watched.context.close();
        failOnErrors(watched.takeErrors());
      });
      return watched.page;
    },

    /**
     * A page for a test that only looks: it neither signs in nor out, stores nothing and routes
     * no request. Later tests of the file with the same options get it again, its context kept
     * with its cache and its renderer (a fresh context per visit made Chromium's work twice as
     * long). Its size is set back to the options' when the test finishes.
     */
    async reusedPage(
      options: Omit<NewPageOptions, 'serviceWorker'> = {},
      whenFinished: (handler: OnTestFinishedHandler) => void = onTestFinished,
    ): Promise<Page> {
      // A RegExp would stringify to {}: two lists of allowed errors must not share a page.
      const key = JSON.stringify(options, (_, value) =>
        value instanceof RegExp ? String(value) : value,
      );
      const watched = idle.get(key)?.pop() ?? (await openContext(started(), options));
      whenFinished(async () => {
        const errors = watched.takeErrors();
        await watched.page.setViewportSize(viewports[options.viewport ?? 'desktop'].viewport);
        idle.set(key, [...(idle.get(key) ?? []), watched]);
        failOnErrors(errors);
      });
      return watched.page;
    },
  };
}

/**
 * A photo that an admin test in another file deleted after this page was served (Home shows
 * every testimonial and gallery picture): the files run side by side on one site.
 */
function isUploadRemovedMeanwhile(text: string, url: string): boolean {
  return text.includes('status of 404') && new URL(url, baseUrl).pathname.startsWith('/uploads/');
}

export async function addAdminSession(
  context: BrowserContext,
  site: Site = workerSite,
): Promise<void> {
  const [name, value] = site.adminSessionCookie.split(/=(.*)/s) as [string, string];
  await context.addCookies([{ name, value, url: site.baseUrl }]);
}

const isSessionCheck = (request: Request) =>
  new URL(request.url()).pathname === '/api/check-session';

/**
 * Resolves once the page's code has started: the session check the header's island sends has
 * answered or failed, and every island hydrated on load is (`<html data-hydrated>`, see
 * src/client/runtime/hydrate-islands.tsx; the islands lower down hydrate when they come near the
 * screen: hydratedIsland). Create it before the navigation.
 */
export async function appStarted(page: Page): Promise<void> {
  await new Promise<void>((resolve) => {
    const done = (request: Request) => {
      if (!isSessionCheck(request)) return;
      page.off('requestfinished', done);
      page.off('requestfailed', done);
      resolve();
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
  });
  await page.waitForFunction(() => 'hydrated' in document.documentElement.dataset);
}

/**
 * Scrolls to the island `name` (the first on the page, or the `nth`) and waits until it has
 * hydrated: what a test needs before it clicks in an island that hydrates when visible.
 */
export async function hydratedIsland(page: Page, name: string, nth = 0): Promise<void> {
  const island = page.locator(`[data-island="${name}"]`).nth(nth);
  await island.locator('> *').first().scrollIntoViewIfNeeded();
  await island.and(page.locator('[data-hydrated]')).waitFor({ state: 'attached' });
}

/** Opens `pathname` and waits until its islands have hydrated; returns the document's status. */
export async function visit(page: Page, pathname: string): Promise<number> {
  const started = appStarted(page);
  const response = await page.goto(pathname);
  await started;
  return response?.status() ?? 0;
}

/**
 * Records every element removed from the page's body from its first parse on (hydration keeps
 * the pre-rendered ones). Call before the navigation; read them with `removedElements`.
 */
export async function recordRemovedElements(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const removed: string[] = [];
    Object.assign(window, { removed });
    document.addEventListener('DOMContentLoaded', () => {
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.removedNodes) {
            if (node instanceof Element) removed.push(node.outerHTML.slice(0, 80));
          }
        }
      }).observe(document.body, { childList: true, subtree: true });
    });
  });
}

export const removedElements = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { removed: string[] }).removed);

/** How far the page reaches beyond the screen's right edge (0: nothing scrolls sideways). */
export const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

declare global {
  interface Window {
    axe: { run(context: Document, options: RunOptions): Promise<AxeResults> };
  }
}

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** axe-core's own bundle, read once per worker. */
const axeSource = fs.readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * Runs axe on the page as it is now and fails with a readable list of what it found. axe runs in
 * the page itself, sent there once per check (@axe-core/playwright sent its 560 kB twice and
 * configured it per frame: twice the browser's work, and the site's pages hold no frames). Only
 * violations are gathered in full: the passes' nodes, which no test reads, stay in the page.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(
    async (tags) =>
      (
        await window.axe.run(document, {
          runOnly: { type: 'tag', values: tags },
          resultTypes: ['violations'],
        })
      ).violations,
    AXE_TAGS,
  );
  if (violations.length === 0) return;
  const report = violations.map((violation) => {
    const nodes = violation.nodes.map(
      (node) =>
        `    - ${node.target.join(' ')}\n      ${(node.failureSummary ?? '').replaceAll('\n', '\n      ')}`,
    );
    return `  [${violation.impact}] ${violation.id}: ${violation.help}\n    ${violation.helpUrl}\n${nodes.join('\n')}`;
  });
  throw new Error(
    `axe found ${violations.length} violation(s) on ${page.url()} (${page.viewportSize()?.width}px):\n${report.join('\n')}`,
  );
}
