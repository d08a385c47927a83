// The admin writes a story in /admin (text and an uploaded picture), reorders its blocks,
// previews and publishes it, reads it on /stories, edits it and deletes it. The story has a
// slug of its own: the sample stories other test files read stay as they are.
import { describe, expect, test } from 'vitest';
import { rowWith, upload } from './support/admin.ts';
import { expectNoAxeViolations, setupBrowser, visit } from './support/browser.ts';
import { baseUrl } from './support/site.ts';

const browser = setupBrowser();

describe('stories in /admin', () => {
  test('write, reorder, preview, publish, read, edit and delete a story', async () => {
    const slug = `well-${Date.now().toString(36)}`;
    const title = `A new well ${slug}`;
    const page = await browser.newPage({ signedIn: true });
    await visit(page, '/admin?section=stories');
    await page.getByRole('heading', { level: 2, name: 'Stories' }).waitFor();
    await rowWith(page, 'Amani’s first year at secondary school').waitFor();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'New story' }).click();
    await page.getByRole('button', { name: 'Save story' }).click();
    await expect
      .poll(() => page.getByLabel('Title').evaluate((el) => el === document.activeElement))
      .toBe(true);
    await page.getByText('Title is required').waitFor();

    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Slug').fill(slug);
    await page.getByLabel('Excerpt').fill('Clean water, close to home, for two hundred families.');
    await page.getByLabel('Category').selectOption('Community');
    await page.getByLabel('Tags').fill('Burundi, water');
    await upload(page, 'Cover image', '#3f8ec6');
    await page.getByLabel('Cover alt text').fill('Children fill jerrycans at the new well.');
    await page.getByLabel('Block 1 text').fill('First, the digging.');
    await page.getByRole('button', { name: 'Add image block' }).click();
    await upload(page, 'Block 2 image', '#c68e3f');
    await page.getByLabel('Block 2 alt text').fill('The pump, painted blue.');
    await page.getByLabel('Block 2 caption (optional)').fill('The pump on its first day.');
    await page.getByRole('button', { name: 'Add text block' }).click();
    await page.getByLabel('Block 3 text').fill('Then, the water.');

    // Block 3 up, then back down: focus stays on the block that moved.
    await page.getByRole('button', { name: 'Move block 3 up' }).click();
    await expect.poll(() => page.getByLabel('Block 2 text').inputValue()).toBe('Then, the water.');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByLabel('Block 1 text').inputValue()).toBe('Then, the water.');
    await page.getByRole('button', { name: 'Move block 1 down' }).click();
    await page.getByRole('button', { name: 'Move block 2 down' }).click();
    await expect.poll(() => page.getByLabel('Block 3 text').inputValue()).toBe('Then, the water.');
    await expect
      .poll(() => page.getByLabel('Block 1 text').inputValue())
      .toBe('First, the digging.');

    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('region', { name: 'Preview' });
    await preview.getByRole('heading', { name: title }).waitFor();
    await preview.getByText('The pump on its first day.').waitFor();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Save story' }).click();
    await rowWith(page, title).getByText('Draft').waitFor();
    const hidden = await fetch(`${baseUrl}/api/stories/${slug}`);
    expect(hidden.status).toBe(404);

    await page.getByRole('button', { name: `Publish ${title}` }).click();
    await rowWith(page, title).getByText('Published').waitFor();
    await expectNoAxeViolations(page);

    const reader = await browser.newPage();
    await visit(reader, '/stories');
    await reader.getByRole('link', { name: title }).click();
    await reader.waitForURL(`**/stories/${slug}`);
    await reader.getByRole('heading', { level: 1, name: title }).waitFor();
    const blocks = reader.locator('main article > p:not([class]), main article figure figcaption');
    await expect
      .poll(() => blocks.allTextContents())
      .toEqual(['First, the digging.', 'The pump on its first day.', 'Then, the water.']);
    const pump = reader.getByRole('img', { name: 'The pump, painted blue.' });
    // The uploaded file itself, chosen from its srcset (only one width: it is 320 px wide).
    await expect
      .poll(() => pump.evaluate((img: HTMLImageElement) => img.naturalWidth > 0 && img.currentSrc))
      .toMatch(/\/uploads\/[0-9a-f]{24}-320\.webp$/);

    await page.getByRole('button', { name: `Edit ${title}` }).click();
    await page.getByLabel('Title').fill(`${title}, edited`);
    await page.getByRole('button', { name: 'Save story' }).click();
    await rowWith(page, `${title}, edited`).waitFor();
    const { story } = await (await fetch(`${baseUrl}/api/stories/${slug}`)).json();
    expect(story.title).toBe(`${title}, edited`);

    await page.getByRole('button', { name: `Delete ${title}, edited` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this story?' });
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Delete story' }).click();
    await expect.poll(() => rowWith(page, `${title}, edited`).count()).toBe(0);
    expect((await fetch(`${baseUrl}/api/stories/${slug}`)).status).toBe(404);
  });
});
