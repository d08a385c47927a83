import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { brand } from '#shared/brand.ts';
import { setupBrowser, visit } from './support/browser.ts';

const browser = setupBrowser();

/** A phone of `width` CSS pixels; `textSize` as a phone's accessibility setting scales text. */
async function phone(width: number) {
  const page = await browser.newPage({ viewport: 'mobile' });
  await page.setViewportSize({ width, height: 760 });
  return page;
}

const setTextSize = (page: Page, percent: number) =>
  page.evaluate((size) => {
    document.documentElement.style.fontSize = `${size}%`;
  }, percent);

/** The header's brand name: its text, and whether any of it is hidden or cut. */
const headerBrand = (page: Page) =>
  page
    .locator('header a[href="/"]')
    .first()
    .evaluate((link) => {
      const name = [...link.querySelectorAll('span')].at(-1);
      if (!name) return { text: '', cut: true };
      const box = name.getBoundingClientRect();
      const cut =
        name.scrollWidth > name.clientWidth + 1 || box.width === 0 || box.right > innerWidth;
      return { text: name.textContent, cut };
    });

describe('small screens', () => {
  test.each([320, 360, 390])('the header shows the brand name whole at %i px', async (width) => {
    const page = await phone(width);
    await visit(page, '/');
    expect(await headerBrand(page)).toEqual({ text: brand.name, cut: false });
  });

  test('the header keeps the brand name whole at 200% text size', async () => {
    const page = await phone(390);
    await visit(page, '/');
    await setTextSize(page, 200);
    expect(await headerBrand(page)).toEqual({ text: brand.name, cut: false });
  });
});
