// The /admin dashboard's tables and editors, as more than one test file drives them.
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { dayFromToday } from './dates.ts';

/** The table row with a cell that reads exactly `text`. */
export const rowWith = (page: Page, text: string): Locator =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: text, exact: true }) });

/** A plain PNG of one colour, as a file field takes it. */
export const picture = async (background: string) => ({
  name: 'photo.png',
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 320, height: 200, channels: 3, background } })
    .png()
    .toBuffer(),
});

/** Uploads a picture through the file field `label` and waits until the server has it. */
export async function upload(page: Page, label: string, background: string): Promise<void> {
  const input = page.getByLabel(label, { exact: true });
  await input.setInputFiles(await picture(background));
  const field = page.locator('div').filter({ has: input }).last();
  await field.getByText('Uploaded.').waitFor();
}

export interface NewAppeal {
  title: string;
  slug: string;
  status: 'draft' | 'published';
}

/**
 * Opens the Appeals section's "New appeal" editor and fills it in: a goal of 50 000 kr, from
 * yesterday for 30 days. Saving is the caller's, after any checks of the filled form.
 */
export async function fillNewAppeal(page: Page, { title, slug, status }: NewAppeal) {
  await page.getByRole('button', { name: 'New appeal' }).click();
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Slug', { exact: true }).fill(slug);
  await page.getByLabel('Summary', { exact: true }).fill('Clean water for 400 families.');
  await upload(page, 'Cover image', '#3f8ec6');
  await page.getByLabel('Cover alt text', { exact: true }).fill('Children at a tap');
  await page.getByLabel('Block 1 text', { exact: true }).fill('The village walks for water.');
  await page.getByLabel('Goal (kr)').fill('50000');
  await page.getByLabel('State', { exact: true }).selectOption(status);
  await page.getByLabel('Start date').fill(dayFromToday(-1));
  await page.getByLabel('End date').fill(dayFromToday(30));
}
