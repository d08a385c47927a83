import { describe, expect, test } from 'vitest';
import { setupBrowser, visit } from './support/browser.ts';

// What the first paint waits for (docs/decisions/009-first-paint.md).
const browser = setupBrowser();

/** --color-bg of the site's stylesheet: the page is styled. */
const PAGE_BACKGROUND = 'rgb(248, 250, 249)';

describe('the first paint', () => {
  test.each(['/', '/who-we-are', '/events'])(
    '%s is styled by its own HTML, and the app’s code is fetched only after the page has loaded',
    async (path) => {
      const page = await browser.newPage({ viewport: 'mobile' });
      const stylesheets: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
      });
      await visit(page, path);
      expect(stylesheets).toEqual([]);
      expect(await page.locator('head > style').count()).toBe(1);
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
        PAGE_BACKGROUND,
      );
      const timing = await page.evaluate(() => {
        const [navigation] = performance.getEntriesByType(
          'navigation',
        ) as PerformanceNavigationTiming[];
        const app = performance
          .getEntriesByType('resource')
          .find((entry) => entry.name.includes('/assets/entry-client-'));
        return { loaded: navigation?.loadEventStart ?? Number.NaN, app: app?.startTime };
      });
      expect(timing.app).toBeGreaterThanOrEqual(timing.loaded);
    },
  );

  test('is styled with JavaScript off too', async () => {
    const page = await browser.newPage({ javaScriptEnabled: false });
    await page.goto('/our-work');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      PAGE_BACKGROUND,
    );
  });
});
