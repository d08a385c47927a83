// /stories and /stories/{id}: the category chips, the search, the no-results text, a story's page
// and the not-found page.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  expectNoAxeViolations,
  recordRemovedElements,
  removedElements,
  setupBrowser,
  visit,
} from './support/browser.ts';

const browser = setupBrowser();

const cardTitles = (page: Page) => page.locator('main article h2').allTextContents();

describe('the stories page', () => {
  test('has its stories in the pre-rendered HTML, without a loading skeleton', async () => {
    const raw = await browser.reusedPage({ javaScriptEnabled: false });
    await raw.goto('/stories');
    await expect.poll(() => raw.locator('main article').count()).toBeGreaterThanOrEqual(6);
    await expect.poll(() => raw.getByRole('status').count()).toBe(0);
  });

  test('filters with the chips and searches title, excerpt and tags', async () => {
    const page = await browser.newPage({ viewport: 'mobile' });
    await recordRemovedElements(page);
    await visit(page, '/stories');
    // Hydrated card by card, each pre-rendered card kept.
    expect(await removedElements(page)).toEqual([]);
    const all = await cardTitles(page);
    expect(all.length).toBeGreaterThanOrEqual(6);

    await page.getByRole('button', { name: 'Health' }).click();
    await expect
      .poll(() => page.getByRole('button', { name: 'Health' }).getAttribute('aria-pressed'))
      .toBe('true');
    await expect.poll(() => cardTitles(page)).toEqual(['Health days in Kamenge']);
    await page.getByRole('button', { name: 'All' }).click();
    await expect.poll(() => cardTitles(page)).toEqual(all);

    await page.getByLabel('Search stories').fill('BURUNDI');
    await expect.poll(async () => (await cardTitles(page)).length).toBeLessThan(all.length);
    await expect.poll(() => cardTitles(page)).toContain('Health days in Kamenge');
    await expect
      .poll(() => cardTitles(page))
      .not.toContain('Twelve women, one cash box and a bakery');
    await page.getByRole('button', { name: 'Enterprise' }).click();
    await page.getByText('No stories found. Try a different filter or search term.').waitFor();
    await expectNoAxeViolations(page);
  });

  test('opens a story with its badge, pictures and the ways onward', async () => {
    const page = await browser.newPage();
    await visit(page, '/stories');
    await page.getByRole('link', { name: 'Amani’s first year at secondary school' }).click();
    await page.waitForURL('**/stories/edu-1');
    await page
      .getByRole('heading', { level: 1, name: 'Amani’s first year at secondary school' })
      .waitFor();
    await page.getByText('Education · 14 September 2026').waitFor();
    await page
      .getByText('Every pupil in the program starts the year with a bag, books and pencils.')
      .waitFor();
    await expect.poll(() => page.title()).toMatch(/^Amani’s first year at secondary school \| /);
    await expect
      .poll(() => page.getByRole('link', { name: 'Back to stories' }).getAttribute('href'))
      .toBe('/stories');
    await expect
      .poll(() => page.getByRole('link', { name: 'See our work' }).getAttribute('href'))
      .toBe('/our-work');
    await expectNoAxeViolations(page);
  });

  test('an unknown story gets a 404 and “Story not found.”', async () => {
    const page = await browser.newPage({
      allowConsoleErrors: ['the server responded with a status of 404'],
    });
    expect(await visit(page, '/stories/no-such-story')).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Story not found.' }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Back to stories' }).click();
    await page.waitForURL('**/stories');
  });
});
