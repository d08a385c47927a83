import { describe, expect, test } from 'vitest';
import { setupBrowser, visit } from './support/browser.ts';

// What the first paint waits for (docs/decisions/009-first-paint.md, docs/rendering.md).
const browser = setupBrowser();

/** --color-bg of the site's stylesheet: the page is styled. */
const PAGE_BACKGROUND = 'rgb(248, 250, 249)';

describe('the first paint', () => {
  test.each(['/', '/who-we-are', '/events'])(
    '%s is styled by its own HTML: the whole stylesheet inline, no stylesheet to fetch',
    async (path) => {
      const page = await browser.reusedPage({ viewport: 'mobile' });
      await visit(page, path);
      expect(await page.locator('head > style').count()).toBe(1);
      expect(await page.locator('link[rel="stylesheet"]').count()).toBe(0);
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
        PAGE_BACKGROUND,
      );
      // The rules of every component: an island drawing something new (a dialog) is styled.
      const rules = await page.evaluate(() => document.styleSheets[0]?.cssRules.length ?? 0);
      expect(rules).toBeGreaterThan(300);
    },
  );

  test('is styled with JavaScript off too', async () => {
    const page = await browser.reusedPage({ javaScriptEnabled: false });
    await page.goto('/our-work');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      PAGE_BACKGROUND,
    );
  });
});
