// A signed-in admin manages the content of issue 3 on the public pages. Every test works on
// items it creates (unique names), so the sample content other test files read stays as it is.
import type { Dialog, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { expectNoAxeViolations, hydratedIsland, setupBrowser, visit } from './support/browser.ts';
import { baseUrl } from './support/site.ts';

const browser = setupBrowser();

const unique = (label: string) => `${label} ${Date.now().toString(36)}`;
const api = async <T>(path: string): Promise<T> => (await fetch(`${baseUrl}${path}`)).json() as T;

const picture = async (name: string, background: string) => ({
  name,
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 120, height: 90, channels: 3, background } })
    .png()
    .toBuffer(),
});

/** Accepts the next confirm() and records its question. */
function acceptNextConfirm(page: Page): Promise<string> {
  return new Promise((resolve) => {
    page.once('dialog', (dialog: Dialog) => {
      resolve(dialog.message());
      void dialog.accept();
    });
  });
}

/** Counts the requests of one method to one API path from now on. */
function countRequests(page: Page, method: string, path: string) {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === method && new URL(request.url()).pathname === path) count += 1;
  });
  return () => count;
}

/** `path` for a signed-in admin; with `island`, once that island (lower on Home) has hydrated. */
async function signedInPage(path: string, island?: string): Promise<Page> {
  const page = await browser.newPage({ signedIn: true });
  await visit(page, path);
  if (island) await hydratedIsland(page, island);
  return page;
}

const articleTitled = (page: Page, title: string): Locator =>
  page.locator('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

describe('news', () => {
  test('add (nothing sent while empty), edit one at a time, delete after confirming', async () => {
    const page = await signedInPage('/', 'news-feed');
    const posts = countRequests(page, 'POST', '/api/news');
    const form = page.getByRole('form', { name: 'Add news' });
    await form.waitFor();

    await form.getByRole('button', { name: 'Add News' }).click();
    const title = unique('Well finished');
    await form.getByLabel('Title').fill(title);
    await form.getByRole('button', { name: 'Add News' }).click();
    expect(posts()).toBe(0);

    await form.getByLabel('Content').fill('The new well in Kayanza\ngives clean water.');
    await form.getByRole('button', { name: 'Add News' }).click();
    const headings = page.locator('#news-feed-heading ~ ul article h3');
    await expect.poll(() => headings.first().textContent()).toBe(title);
    expect(posts()).toBe(1);
    await expect.poll(() => articleTitled(page, title).textContent()).toContain('(recently)');

    await articleTitled(page, title).getByRole('button', { name: 'Edit' }).click();
    await page
      .locator('#news-feed-heading ~ ul article')
      .first()
      .getByRole('button', { name: 'Edit' })
      .click();
    await expect.poll(() => page.getByRole('form', { name: 'Edit news' }).count()).toBe(1);
    await page
      .getByRole('form', { name: 'Edit news' })
      .getByRole('button', { name: 'Cancel' })
      .click();

    await articleTitled(page, title).getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('form', { name: 'Edit news' });
    const edited = `${title} (updated)`;
    await edit.getByLabel('Title').fill(edited);
    await expectNoAxeViolations(page);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => headings.first().textContent()).toBe(edited);

    const question = acceptNextConfirm(page);
    await articleTitled(page, edited).getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => question).toBe('Delete this news item?');
    await articleTitled(page, edited).waitFor({ state: 'detached' });
    const news = await api<{ title: string }[]>('/api/news');
    expect(news.some((item) => item.title.startsWith(title))).toBe(false);
  });
});

describe('gallery', () => {
  test('upload two photos with descriptions, edit one, delete both', async () => {
    const page = await signedInPage('/', 'gallery');
    type Images = { images: { id: number; name: string; description: string }[] };
    const before = new Set((await api<Images>('/api/gallery')).images.map((image) => image.id));
    const form = page.getByRole('form', { name: 'Upload photos' });
    await form
      .getByLabel('Choose photos to upload')
      .setInputFiles([
        await picture('first.png', '#1f6f8b'),
        await picture('second.png', '#f2b134'),
      ]);
    const description = unique('Choir practice');
    await form.getByLabel('Description for first.png (optional)').fill(description);
    await form.getByRole('button', { name: 'Upload', exact: true }).click();

    const photo = page.getByRole('button', { name: description });
    await photo.waitFor();
    const added = (await api<Images>('/api/gallery')).images.filter(
      (image) => !before.has(image.id),
    );
    expect(Object.fromEntries(added.map((image) => [image.name, image.description]))).toEqual({
      'first.png': description,
      'second.png': '',
    });

    const cell = page.locator('li').filter({ has: photo });
    await cell.getByRole('button', { name: 'Edit description' }).click();
    const changed = `${description} at church`;
    await cell.getByLabel('Description').fill(changed);
    await cell.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('button', { name: changed }).waitFor();

    for (const id of added.map((image) => image.id)) {
      const index = (await api<Images>('/api/gallery')).images.findIndex(
        (image) => image.id === id,
      );
      const question = acceptNextConfirm(page);
      await page
        .locator('#gallery-heading ~ ul > li')
        .nth(index)
        .getByRole('button', { name: 'Delete' })
        .click();
      await expect.poll(() => question).toBe('Delete this image?');
      await expect
        .poll(async () =>
          (await api<Images>('/api/gallery')).images.some((image) => image.id === id),
        )
        .toBe(false);
    }
  });
});

describe('testimonials', () => {
  test('add with an image, remove the image in edit mode, cancel, delete', async () => {
    const page = await signedInPage('/', 'testimonials');
    const posts = countRequests(page, 'POST', '/api/testimonials');
    const name = unique('Grace');
    const form = page.getByRole('form', { name: 'Add testimonial' });
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Role').fill('Teacher, Ngozi');
    await form.getByRole('button', { name: 'Add Testimonial' }).click();
    expect(posts()).toBe(0);
    await form.getByLabel('Quote').fill('The children read better every term.');
    await form.getByLabel('Image (optional)').setInputFiles(await picture('grace.png', '#2f8f83'));
    await form.getByRole('button', { name: 'Add Testimonial' }).click();

    type List = {
      testimonials: { id: number; name: string; quote: string; image: string | null }[];
    };
    const find = async () =>
      (await api<List>('/api/testimonials')).testimonials.find((item) => item.name === name);
    await expect.poll(async () => (await find())?.image ?? null).toMatch(/^\/uploads\//);

    // The slide is found by its place: in edit mode its text is in form fields.
    const dot = page.getByRole('button', { name: new RegExp(`^Testimonial \\d+: ${name}$`) });
    const place = Number((await dot.getAttribute('aria-label'))?.match(/\d+/)?.[0]);
    await dot.click();
    const slide = page
      .locator(
        '#testimonials-heading ~ [aria-roledescription="carousel"] [aria-roledescription="slide"]',
      )
      .nth(place - 1);
    await slide.getByRole('button', { name: 'Edit' }).click();
    const edit = slide.getByRole('form', { name: 'Edit testimonial' });
    await edit.getByLabel('Quote').fill('Changed, then cancelled.');
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await expect
      .poll(async () => (await find())?.quote)
      .toBe('The children read better every term.');

    await slide.getByRole('button', { name: 'Edit' }).click();
    await edit.getByLabel('Remove image').check();
    await expectNoAxeViolations(page);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect.poll(async () => (await find())?.image).toBeNull();

    const question = acceptNextConfirm(page);
    await slide.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => question).toBe('Delete this testimonial?');
    await expect.poll(find).toBeUndefined();
  });
});

describe('leadership', () => {
  test('Add Leader, edit in the same dialog, close on the backdrop, remove', async () => {
    const page = await signedInPage('/who-we-are');
    await page.getByRole('button', { name: 'Add Leader' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Leader' });
    const name = unique('Jeanne');
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Role').fill('Board member');
    await dialog.getByLabel('Bio').fill('Jeanne coordinates the savings groups.');
    await dialog
      .getByLabel('Image (optional)')
      .setInputFiles(await picture('jeanne.png', '#8a5a00'));
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    const card = articleTitled(page, name);
    await card.locator('img').waitFor();

    await card.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Leader' });
    await expect.poll(() => edit.getByLabel('Name').inputValue()).toBe(name);
    await page.mouse.click(3, 3);
    await edit.waitFor({ state: 'detached' });

    await card.getByRole('button', { name: 'Edit' }).click();
    await edit.getByLabel('Remove image').check();
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'detached' });
    await card.locator('img').waitFor({ state: 'detached' });

    const question = acceptNextConfirm(page);
    await card.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => question).toBe('Remove this leader?');
    await card.waitFor({ state: 'detached' });
  });
});

describe('prayer points', () => {
  test('add, pray, Reset Count, edit in place and delete', async () => {
    const page = await signedInPage('/prayer');
    const form = page.getByRole('form', { name: 'Add prayer point' });
    const title = unique('Rain for the harvest');
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Content').fill('Pray for good rains in Kirundo.');
    await form.getByLabel('Tag').fill('Farming');
    await form.getByLabel('Display order').fill('999');
    await form.getByRole('button', { name: 'Add Prayer Point' }).click();

    const card = articleTitled(page, title);
    await card.waitFor();
    await card.getByRole('button', { name: 'Pray' }).click();
    await card.getByRole('button', { name: 'Prayed' }).waitFor();
    await expect.poll(() => card.locator('[aria-live]').textContent()).toBe('1 prayer');

    await card.getByRole('button', { name: 'Reset Count' }).click();
    await expect.poll(() => card.locator('[aria-live]').textContent()).toBe('0 prayers');
    await card.getByRole('button', { name: 'Pray' }).waitFor();
    await expect
      .poll(() =>
        page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('prayer:'))),
      )
      .toEqual([]);

    await card.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('form', { name: 'Edit prayer point' });
    const edited = `${title} and peace`;
    await edit.getByLabel('Title').fill(edited);
    await expectNoAxeViolations(page);
    await edit.getByRole('button', { name: 'Save' }).click();
    const editedCard = articleTitled(page, edited);
    await editedCard.waitFor();

    const question = acceptNextConfirm(page);
    await editedCard.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => question).toBe('Delete this prayer point?');
    await editedCard.waitFor({ state: 'detached' });
  });
});
