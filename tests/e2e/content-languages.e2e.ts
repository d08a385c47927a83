// Managed content in both languages (decision 010): the admin writes a news item's Swedish
// version beside the English one; /sv shows it, the English page does not change, and an item
// without a Swedish version shows on /sv in English, marked lang="en".
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectNoAxeViolations, hydratedIsland, setupBrowser, visit } from './support/browser.ts';

const browser = setupBrowser();

const unique = (label: string) => `${label} ${Date.now().toString(36)}`;

const newsHeading = (page: Page, title: string) =>
  page.locator('#news-feed-heading ~ ul article h3').filter({ hasText: title });

describe('a news item in Swedish and English', () => {
  test('the admin adds a Swedish version; each language shows its own, the rest is marked English', async () => {
    const english = unique('Clean water in Kayanza');
    const swedish = unique('Rent vatten i Kayanza');
    const englishOnly = unique('Seeds for the season');

    const admin = await browser.newPage({ signedIn: true });
    await visit(admin, '/');
    await hydratedIsland(admin, 'news-feed');
    const form = admin.getByRole('form', { name: 'Add news' });
    await form.waitFor();
    await form.getByLabel('Title').fill(englishOnly);
    await form.getByLabel('Content').fill('Maize and beans for forty families.');
    await form.getByRole('button', { name: 'Add News' }).click();
    await newsHeading(admin, englishOnly).waitFor();

    await form.getByLabel('Title').fill(english);
    await form.getByLabel('Content').fill('The new well gives clean water.');
    const fieldset = form.getByRole('group', { name: 'Swedish version (optional)' });
    await fieldset.getByLabel('Rubrik').fill(swedish);
    // Half a version is refused in the form, beside its field, and nothing is sent.
    await form.getByRole('button', { name: 'Add News' }).click();
    await fieldset.getByText('Content is required').waitFor();
    await fieldset.getByLabel('Text').fill('Den nya brunnen ger rent vatten.');
    await expectNoAxeViolations(admin);
    await form.getByRole('button', { name: 'Add News' }).click();
    await newsHeading(admin, english).waitFor();

    const visitor = await browser.newPage();
    await visit(visitor, '/sv');
    const swedishHeading = newsHeading(visitor, swedish);
    await swedishHeading.waitFor();
    expect(await swedishHeading.getAttribute('lang')).toBeNull();
    expect(await newsHeading(visitor, english).count()).toBe(0);
    const fallback = newsHeading(visitor, englishOnly);
    expect(await fallback.getAttribute('lang')).toBe('en');
    await expectNoAxeViolations(visitor);

    await visit(visitor, '/');
    await newsHeading(visitor, english).waitFor();
    expect(await newsHeading(visitor, swedish).count()).toBe(0);
    expect(await newsHeading(visitor, englishOnly).getAttribute('lang')).toBeNull();
  });
});
