// Home and the pages about the work in Swedish: Swedish headings (in the pre-rendered HTML and
// after hydration). routes.e2e.ts runs axe on them at both widths.
import { describe, expect, test } from 'vitest';
import { setupBrowser, visit } from './support/browser.ts';

const browser = setupBrowser();

/** Each page with its h1 and one of its h2s in Swedish. */
const pages = [
  ['/sv', 'Hope Bridge', 'Vårt uppdrag'],
  ['/sv/who-we-are', 'Vilka vi är', 'Här arbetar vi'],
  ['/sv/our-work', 'Vårt arbete', 'Våra program'],
  ['/sv/programs/education-support', 'Stöd till skolgång', 'Om programmet'],
  ['/sv/our-approach', 'Vårt arbetssätt', 'Partnerskap'],
] as const;

describe('Home and the pages about the work in Swedish', () => {
  test.each(pages)('%s has Swedish headings once hydrated', async (path, h1, h2) => {
    const page = await browser.reusedPage();
    expect(await visit(page, path)).toBe(200);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('sv');
    await page.getByRole('heading', { level: 1, name: h1, exact: true }).waitFor();
    await page.getByRole('heading', { level: 2, name: h2, exact: true }).waitFor();
  });

  test.each(pages)('%s is in Swedish in the pre-rendered HTML', async (path, h1, h2) => {
    const page = await browser.reusedPage({ javaScriptEnabled: false });
    await page.goto(path);
    expect(await page.locator('h1').textContent()).toBe(h1);
    expect(await page.locator('h2').allTextContents()).toContain(h2);
  });

  test('a program page is titled in Swedish and links to Swedish pages', async () => {
    const page = await browser.reusedPage();
    await visit(page, '/sv/programs/health-nutrition');
    expect(await page.title()).toBe('Hälsa och kost | Hope Bridge');
    const others = page.getByRole('region', { name: 'Upptäck våra andra program' });
    expect(
      await others.getByRole('link', { name: 'Stöd till skolgång' }).getAttribute('href'),
    ).toBe('/sv/programs/education-support');
  });
});
