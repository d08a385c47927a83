// A visitor on a slow phone acts on the pre-rendered page before the app has started: what
// they chose, typed or sent is taken over by the app (src/client/lib/early-input.ts).
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { formatSek } from '../../src/shared/donations.ts';
import { appStarted, setupBrowser } from './support/browser.ts';
import { uniqueAddress, waitForEmail } from './support/mail.ts';

const browser = setupBrowser();

/** Holds the page's code (its boot module, index-*.js) until the returned function is called. */
async function holdTheApp(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Opens `path` with the app held back: the page is there, its code is not yet. */
async function openBeforeTheApp(page: Page, path: string) {
  const release = await holdTheApp(page);
  const started = appStarted(page);
  const requested = page.waitForRequest(/\/assets\/index-/);
  // The page's load event waits for its module script: the page is there once its HTML is.
  await page.goto(path, { waitUntil: 'commit' });
  await requested;
  await page.locator('footer').waitFor();
  return async () => {
    release();
    await started;
  };
}

describe('what a visitor does before the app has started', () => {
  test('an amount and a frequency chosen on Home are the ones the form gives', async () => {
    const page = await browser.newPage({ viewport: 'mobile' });
    const startTheApp = await openBeforeTheApp(page, '/');
    const form = page.locator('#donate form');
    await form.getByRole('radio', { name: formatSek(10_000), exact: true }).check();
    await form.getByRole('radio', { name: 'Monthly', exact: true }).check();
    await form.getByLabel('Name (optional)').fill('Early Bird');

    await startTheApp();
    const donate = form.getByRole('button', { name: /^Donate/ });
    await expect.poll(() => donate.textContent()).toBe(`Donate ${formatSek(10_000)} monthly`);
    expect(
      await form.getByRole('radio', { name: formatSek(10_000), exact: true }).isChecked(),
    ).toBe(true);
    expect(await form.getByLabel('Name (optional)').inputValue()).toBe('Early Bird');
  });

  test('a message typed and sent is sent once the app runs, and never in the address', async () => {
    const page = await browser.newPage();
    const startTheApp = await openBeforeTheApp(page, '/contact-us');
    const email = uniqueAddress('early');
    await page.getByLabel('Name *').fill('Early Visitor');
    await page.getByLabel('Email *').fill(email);
    await page.getByLabel('Message *').fill('Typed before the page had started.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    expect(new URL(page.url()).search).toBe('');

    await startTheApp();
    await page.getByRole('heading', { name: 'Thank You!' }).waitFor();
    expect(new URL(page.url()).search).toBe('');
    const receipt = await waitForEmail({ to: email });
    expect(receipt.subject).toMatch(/^We have received your message/);
  });
});
