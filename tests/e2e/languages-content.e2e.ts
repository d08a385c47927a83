// The pages of managed content and the policies in Swedish: their texts, dates and times in
// Swedish as served (before any script runs) and after hydration, and links that stay in Swedish.
// routes.e2e.ts runs axe on them at both widths.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { setupBrowser, visit } from './support/browser.ts';

const browser = setupBrowser();

const WALK = '/sv/events/community-food-walk';
const WALK_WHEN = '12 juni 2027 kl. 11:00–15:00';
const STORY = '/sv/stories/edu-1';
/** A Swedish date as the stories show it: '14 september 2026'. */
const SWEDISH_DATE =
  /\d{1,2} (januari|februari|mars|april|maj|juni|juli|augusti|september|oktober|november|december) \d{4}/;

const mainText = async (page: Page) => (await page.locator('main').textContent()) ?? '';

/** Each page: its address, its h1 and a text that only the Swedish page has. */
const PAGES: [path: string, heading: string, swedish: string | RegExp][] = [
  ['/sv/events', 'Evenemang', WALK_WHEN],
  [WALK, 'Community Food Walk', 'Om evenemanget'],
  ['/sv/stories', 'Berättelser', 'Sök bland berättelserna'],
  [STORY, 'Amani’s first year at secondary school', /Utbildning · \d{1,2} \p{L}+ \d{4}/u],
  ['/sv/prayer', 'Böneämnen', 'Dela ett böneämne'],
  ['/sv/privacy-policy', 'Integritetspolicy', 'är personuppgiftsansvarig'],
  ['/sv/cookie-policy', 'Om kakor', 'Vad är kakor?'],
];

describe('the Swedish content pages', () => {
  test.each(PAGES)('%s is in Swedish', async (path, heading, swedish) => {
    const page = await browser.reusedPage();
    expect(await visit(page, path)).toBe(200);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('sv');
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    if (typeof swedish === 'string') await page.getByText(swedish).first().waitFor();
    else await expect.poll(() => mainText(page)).toMatch(swedish);
  });

  test('are served in Swedish before any script runs', async () => {
    const raw = await browser.reusedPage({ javaScriptEnabled: false });
    await raw.goto('/sv/events');
    await raw.locator('article', { hasText: 'Community Food Walk' }).getByText(WALK_WHEN).waitFor();
    await raw.goto('/sv/stories');
    expect(await mainText(raw)).toMatch(SWEDISH_DATE);
    expect(await mainText(raw)).toContain('min läsning');
    await raw.goto('/sv/prayer');
    await raw.getByRole('button', { name: 'Jag har bett' }).first().waitFor();
    await raw.goto(WALK);
    const description = raw.locator('meta[name="description"]');
    expect(await description.getAttribute('content')).toMatch(
      /^12 juni 2027 kl\. 11:00 i Stockholm\. /,
    );
  });

  test('mark a story without a Swedish version lang="en", served and hydrated', async () => {
    const raw = await browser.reusedPage({ javaScriptEnabled: false });
    await raw.goto(STORY);
    expect(await raw.getByRole('heading', { level: 1 }).getAttribute('lang')).toBe('en');
    const page = await browser.reusedPage();
    await visit(page, STORY);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).getAttribute('lang'))
      .toBe('en');
  });

  test('keep the language from the list to an item and back', async () => {
    const page = await browser.newPage();
    await visit(page, '/sv/events');
    await page.getByRole('link', { name: 'Community Food Walk' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(WALK);
    await page.getByText('När', { exact: true }).waitFor();
    await page.getByText(WALK_WHEN).waitFor();

    await visit(page, STORY);
    await page.getByRole('link', { name: 'Tillbaka till berättelserna' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/sv/stories');
    await page.getByRole('button', { name: 'Utbildning' }).waitFor();

    await visit(page, '/sv/privacy-policy');
    await page.getByRole('link', { name: 'Om kakor' }).first().click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/sv/cookie-policy');
  });
});
