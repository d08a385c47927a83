import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { setupBrowser, visit } from './support/browser.ts';

// What the first paint waits for (docs/decisions/009-first-paint.md, 020-page-styles-trimmed.md).
const browser = setupBrowser();

/** --color-bg of the site's stylesheet: the page is styled. */
const PAGE_BACKGROUND = 'rgb(248, 250, 249)';

/** How many rules the app added after the page's own (decision 020). */
const addedRules = () =>
  document.adoptedStyleSheets.reduce((count, sheet) => count + sheet.cssRules.length, 0);

/** Every element's computed style, in document order. */
const computedStyles = () =>
  [...document.querySelectorAll('body *')].map((element) => {
    const style = getComputedStyle(element);
    return `${element.tagName}.${element.className} ${[...style].map((name) => `${name}:${style.getPropertyValue(name)}`).join(';')}`;
  });

/** Links the whole stylesheet after everything else: the file's own order then decides. */
async function applyWholeFile() {
  const href = document.querySelector<HTMLStyleElement>('style[data-href]')?.dataset.href ?? '';
  const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
  const loaded = new Promise((resolve) => link.addEventListener('load', resolve));
  document.head.append(link);
  await loaded;
  document.adoptedStyleSheets = [];
}

async function expectStyledAsByWholeFile(page: Page) {
  // Once the page has stopped changing (a page reached in the app loads its data and hydrates).
  await page.waitForLoadState('networkidle');
  let added: string[] = [];
  await expect
    .poll(async () => {
      const before = added;
      added = await page.evaluate(computedStyles);
      return added.length > 0 && added.join() === before.join();
    })
    .toBe(true);
  await page.evaluate(applyWholeFile);
  expect(await page.evaluate(computedStyles)).toEqual(added);
}

describe('the first paint', () => {
  test.each(['/', '/who-we-are', '/events'])(
    '%s is styled by its own HTML, with the rules it uses; the whole stylesheet, the app’s code and its messages come after the page has loaded',
    async (path) => {
      const page = await browser.newPage({ viewport: 'mobile' });
      await visit(page, path);
      expect(await page.locator('head > style').count()).toBe(1);
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
        PAGE_BACKGROUND,
      );
      // Trimmed by the server (decision 020): far less than the whole file, which the app loads.
      const sizes = await page.evaluate(async () => {
        const style = document.querySelector<HTMLStyleElement>('head > style[data-trimmed]');
        const href = style?.dataset.href ?? '';
        const whole = await (await fetch(href)).text();
        return { own: style?.textContent?.length ?? 0, whole: whole.length, href };
      });
      expect(sizes.own).toBeGreaterThan(0);
      expect(sizes.own).toBeLessThan(sizes.whole / 2);
      // The rules of the CSS modules are added once the page has hydrated (decision 020).
      await expect.poll(() => page.evaluate(addedRules)).toBeGreaterThan(0);

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
    'the rules the app adds to %s style every element, there and after going to %s, as the whole stylesheet would',
    async (first, next) => {
      const page = await browser.newPage({ viewport: 'mobile' });
      await visit(page, first);
      await expect.poll(() => page.evaluate(addedRules)).toBeGreaterThan(0);
      await expectStyledAsByWholeFile(page);

      await visit(page, first);
      await expect.poll(() => page.evaluate(addedRules)).toBeGreaterThan(0);
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
