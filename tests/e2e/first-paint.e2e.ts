import { describe, expect, test } from 'vitest';
import { setupBrowser, visit } from './support/browser.ts';

// What the first paint waits for (docs/decisions/009-first-paint.md, 020-page-styles-trimmed.md).
const browser = setupBrowser();

/** --color-bg of the site's stylesheet: the page is styled. */
const PAGE_BACKGROUND = 'rgb(248, 250, 249)';

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
      // Linked once the page has hydrated.
      await expect
        .poll(() => page.locator('link[rel="stylesheet"]').getAttribute('href'))
        .toBe(sizes.href);

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
