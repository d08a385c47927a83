import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { setupBrowser, visit } from './support/browser.ts';

// What the first paint waits for (docs/decisions/009-first-paint.md, 020-page-styles-trimmed.md).
const browser = setupBrowser();

/** --color-bg of the site's stylesheet: the page is styled. */
const PAGE_BACKGROUND = 'rgb(248, 250, 249)';

/** The build writes a stylesheet's module rules beside it (scripts/lib/vite-module-styles.mjs). */
const wholeStylesheetOf = (moduleRulesHref: string) =>
  moduleRulesHref.replace(/\.modules\.css$/, '.css');

/** The module rules the app linked once the page hydrated (decision 020). */
const linkedModuleRules = (page: Page) =>
  page.locator('link[rel="stylesheet"][href$=".modules.css"]');

/** Every element's computed style, in document order. */
const computedStyles = () =>
  [...document.querySelectorAll('body *')].map((element) => {
    const style = getComputedStyle(element);
    return `${element.tagName}.${element.className} ${[...style].map((name) => `${name}:${style.getPropertyValue(name)}`).join(';')}`;
  });

/** Styles the page by the whole file alone, in its own order, as before decision 020. */
async function applyOnlyWholeFile(href: string) {
  const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
  const loaded = new Promise((resolve) => link.addEventListener('load', resolve));
  document.head.append(link);
  await loaded;
  for (const own of document.querySelectorAll('head > style, link[href$=".modules.css"]')) {
    own.remove();
  }
}

async function expectStyledAsByWholeFile(page: Page) {
  // Once the page has stopped changing (a page reached in the app loads its data and hydrates).
  await page.waitForLoadState('networkidle');
  let styles: string[] = [];
  await expect
    .poll(async () => {
      const before = styles;
      styles = await page.evaluate(computedStyles);
      return styles.length > 0 && styles.join() === before.join();
    })
    .toBe(true);
  const href = wholeStylesheetOf((await linkedModuleRules(page).getAttribute('href')) ?? '');
  await page.evaluate(applyOnlyWholeFile, href);
  expect(await page.evaluate(computedStyles)).toEqual(styles);
}

describe('the first paint', () => {
  test.each(['/', '/who-we-are', '/events'])(
    '%s is styled by its own HTML, with the rules it uses; the rules of its CSS modules, the app’s code and its messages come after the page has loaded',
    async (path) => {
      const page = await browser.newPage({ viewport: 'mobile' });
      await visit(page, path);
      expect(await page.locator('head > style').count()).toBe(1);
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
        PAGE_BACKGROUND,
      );
      // Trimmed by the server (decision 020): far less than the whole file.
      const href =
        (await page.locator('head > style[data-trimmed]').getAttribute('data-href')) ?? '';
      const sizes = await page.evaluate(async (whole) => {
        const own = document.querySelector('head > style')?.textContent?.length ?? 0;
        return { own, whole: (await (await fetch(whole)).text()).length };
      }, wholeStylesheetOf(href));
      expect(sizes.own).toBeGreaterThan(0);
      expect(sizes.own).toBeLessThan(sizes.whole / 2);
      // The rules of every CSS module, linked once the page has hydrated.
      await expect.poll(() => linkedModuleRules(page).getAttribute('href')).toBe(href);

      const timing = await page.evaluate(() => {
        const [navigation] = performance.getEntriesByType(
          'navigation',
        ) as PerformanceNavigationTiming[];
        const started = (part: string) =>
          performance.getEntriesByType('resource').find((entry) => entry.name.includes(part))
            ?.startTime;
        const codeAndMessages = performance
          .getEntriesByType('resource')
          .filter((entry) => /\/assets\/.+\.(js|json)$/.test(entry.name));
        return {
          loaded: navigation?.loadEventStart ?? Number.NaN,
          app: started('/assets/entry-client-'),
          stylesheet: started('.css'),
          codeAndMessages: codeAndMessages.length,
          firstOfThem: Math.min(...codeAndMessages.map((entry) => entry.startTime)),
        };
      });
      expect(timing.app).toBeGreaterThanOrEqual(timing.loaded);
      expect(timing.stylesheet).toBeGreaterThanOrEqual(timing.loaded);
      // No request for code or messages starts before the page has loaded (and painted).
      expect(timing.codeAndMessages).toBeGreaterThan(5);
      expect(timing.firstOfThem).toBeGreaterThanOrEqual(timing.loaded);
    },
  );

  test.each([
    ['/', '/events'],
    ['/our-history', '/'],
    ['/events', '/events/community-food-walk'],
  ])(
    'the module rules the app links to %s style every element, there and after going to %s, as the whole stylesheet would',
    async (first, next) => {
      // Reduced motion: Home's slides stay put, so the page stops changing.
      const page = await browser.newPage({ viewport: 'mobile', reducedMotion: 'reduce' });
      await visit(page, first);
      await linkedModuleRules(page).waitFor({ state: 'attached' });
      await expectStyledAsByWholeFile(page);

      await visit(page, first);
      await linkedModuleRules(page).waitFor({ state: 'attached' });
      await page.locator(`a[href="${next}"]`).filter({ visible: true }).first().click();
      await expect.poll(() => new URL(page.url()).pathname).toBe(next);
      await page.locator('main h1').first().waitFor();
      await expectStyledAsByWholeFile(page);
    },
  );

  test('the app’s links go into the head a few per task, so that no task of the start is long', async () => {
    const page = await browser.newPage({ viewport: 'mobile' });
    // Each append to the head is its own batch of mutation records: one per task.
    await page.addInitScript(() => {
      const batches: number[] = [];
      Object.assign(window, { linkBatches: batches });
      new MutationObserver((records) => {
        const links = records.flatMap((record) =>
          [...record.addedNodes].filter((node) => node.nodeName === 'LINK'),
        );
        if (links.length > 0) batches.push(links.length);
      }).observe(document, { childList: true, subtree: true });
    });
    await visit(page, '/');
    const batches = await page.evaluate(
      () => (window as unknown as { linkBatches: number[] }).linkBatches,
    );
    const listed = await page.evaluate(
      () => document.querySelectorAll('link[rel="modulepreload"], link[rel="preload"]').length,
    );
    expect(listed).toBeGreaterThan(12);
    expect(batches.length).toBeGreaterThan(2);
    expect(Math.max(...batches)).toBeLessThanOrEqual(6);
  });

  test('is styled with JavaScript off too', async () => {
    const page = await browser.newPage({ javaScriptEnabled: false });
    await page.goto('/our-work');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      PAGE_BACKGROUND,
    );
  });
});
