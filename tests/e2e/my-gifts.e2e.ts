// A monthly donor looks after their own gift at /my-gifts in the sandbox (issue 11, parts 1, 2
// and 5): sign-in by e-mailed link, then change the amount, pause, update the card and cancel,
// each shown once the sandbox's webhook event has confirmed it; then the yearly statement.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { formatSek } from '../../src/shared/donations.ts';
import { expectNoAxeViolations, setupBrowser, visit } from './support/browser.ts';
import { uniqueAddress, waitForEmail } from './support/mail.ts';

const browser = setupBrowser();
/** The browser's log line for the 401 of a link used a second time. */
const FAILED_REQUEST = 'Failed to load resource';

const donate = (page: Page) => page.locator('#donate form');

/** A monthly gift of 50 kr from Home's form, as a donor gives it. */
async function giveMonthly(page: Page, email: string) {
  await visit(page, '/');
  await page.locator('#donate').scrollIntoViewIfNeeded();
  await donate(page).getByLabel('Card number').waitFor();
  await donate(page).getByRole('radio', { name: 'Monthly', exact: true }).check();
  await donate(page).getByLabel('Name (optional)').fill('Greta');
  await donate(page).getByLabel('E-mail (optional)').fill(email);
  await donate(page).getByLabel('Card number').fill('4242424242424242');
  await donate(page).getByLabel('Expiry').fill('12 / 34');
  await donate(page).getByLabel('CVC').fill('123');
  await donate(page)
    .getByRole('button', { name: /^Donate/ })
    .click();
  await donate(page)
    .getByRole('status')
    .getByText(/is now active/)
    .waitFor();
}

/** Asks for a link on /my-gifts and follows it from the e-mail: signed in. */
async function signInByLink(page: Page, email: string) {
  await visit(page, '/my-gifts');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send me a link' }).click();
  await page.getByText(/a sign-in link is on its way/).waitFor();
  const mail = await waitForEmail({ to: email, subject: /sign-in link/ });
  const link = /https?:\/\/\S+\/my-gifts\?token=\S+/.exec(mail.text)?.[0];
  expect(link).toBeDefined();
  await page.goto(link as string);
  // The link opens a page whose one button signs in: opening it alone spends nothing.
  const signIn = page.getByRole('button', { name: 'Sign in', exact: true });
  await signIn.waitFor();
  // The token leaves the address bar: it is not to be bookmarked.
  expect(new URL(page.url()).search).toBe('');
  await expectNoAxeViolations(page);
  await signIn.click();
  await page.getByText(`Signed in as ${email}`).waitFor();
  return link as string;
}

const status = (page: Page) => page.getByRole('status').filter({ hasText: /\S/ }).first();

describe('My gifts', () => {
  test('a monthly donor signs in by link, changes, pauses, updates the card and cancels', async () => {
    const page = await browser.newPage({ allowConsoleErrors: [FAILED_REQUEST] });
    const email = uniqueAddress('my-gifts');
    await giveMonthly(page, email);
    const link = await signInByLink(page, email);

    const gift = page.getByRole('article', { name: `Monthly gift of ${formatSek(5000)}` });
    await gift.getByText('Next payment').waitFor();
    await expectNoAxeViolations(page);

    await gift.getByLabel('New monthly amount (kr)').fill('75');
    await gift.getByRole('button', { name: 'Change amount' }).click();
    await expect
      .poll(() => status(page).textContent())
      .toBe(`Confirmed: your monthly gift is now ${formatSek(7500)}.`);

    const changed = page.getByRole('article', { name: `Monthly gift of ${formatSek(7500)}` });
    await changed.getByLabel('Pause for').selectOption('2');
    await changed.getByRole('button', { name: 'Pause' }).click();
    await expect
      .poll(() => status(page).textContent())
      .toBe('Confirmed: your monthly gift is paused.');
    await changed.getByText('Paused until').waitFor();

    await changed.getByRole('button', { name: 'Update card' }).click();
    await page.waitForURL(/\/sandbox\/card-update\//);
    await page.getByLabel('Card number').fill('5555555555554444');
    await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
    await page.getByLabel('Security code (CVC)').fill('123');
    await page.getByRole('button', { name: 'Save test card' }).click();
    await page.waitForURL(/\/my-gifts$/);
    await page.getByText(`Signed in as ${email}`).waitFor();

    await changed.getByRole('button', { name: 'Cancel monthly gift' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Yes, cancel it' }).click();
    await expect
      .poll(() => status(page).textContent())
      .toBe('Confirmed: your monthly gift has been cancelled. We have sent you an e-mail.');
    await waitForEmail({ to: email, subject: 'Your monthly gift to Hope Bridge has stopped' });
    await expect(
      changed.getByRole('button', { name: 'Cancel monthly gift' }).count(),
    ).resolves.toBe(0);

    // The link was used once: it signs nobody in again.
    await page.context().clearCookies();
    await page.goto(link);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page
      .getByText('This sign-in link is not valid any more. Please ask for a new one.')
      .waitFor();
  });

  test('the yearly statement: a printable page with the total, and its PDF', async () => {
    const page = await browser.newPage();
    const email = uniqueAddress('statement');
    await giveMonthly(page, email);
    await signInByLink(page, email);
    const year = new Date().getFullYear();
    await visit(page, `/my-gifts/statement?year=${year}`);
    await page.getByRole('heading', { name: `Statement of gifts ${year}` }).waitFor();
    await page.getByRole('row', { name: `Total ${formatSek(5000)}` }).waitFor();
    await expectNoAxeViolations(page);
    const pdf = await page.request.get(`/api/my-gifts/statements/${year}.pdf?lang=en`);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  for (const [viewport, path] of [
    ['mobile', '/my-gifts'],
    ['desktop', '/my-gifts'],
    ['mobile', '/sv/my-gifts'],
    ['desktop', '/sv/my-gifts'],
  ] as const) {
    test(`the sign-in form at ${path} passes axe (${viewport})`, async () => {
      const page = await browser.newPage({ viewport });
      await visit(page, path);
      await page
        .getByRole('heading', { name: /Sign in with your e-mail|Logga in med din e-post/ })
        .waitFor();
      await expectNoAxeViolations(page);
    });
  }

  test('the sign-in form is in the page as it arrives, and nothing moves as the app starts (layout shift under 0.1)', async () => {
    const served = await browser.newPage({ javaScriptEnabled: false });
    await served.goto('/my-gifts');
    expect(await served.getByRole('heading', { name: 'Sign in with your e-mail' }).count()).toBe(1);

    const page = await browser.newPage({ viewport: 'mobile' });
    await page.addInitScript(() => {
      const shifts = { total: 0 };
      Object.assign(window, { shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
          shifts.total += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await visit(page, '/my-gifts');
    await page.getByRole('heading', { name: 'Sign in with your e-mail' }).waitFor();
    // Layout shifts are reported after the frame that made them.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))),
    );
    const shift = await page.evaluate(
      () => (window as unknown as { shifts: { total: number } }).shifts.total,
    );
    expect(shift).toBeLessThan(0.1);
  });

  test('signed in, the Swedish page passes axe on a small screen', async () => {
    const page = await browser.newPage({ viewport: 'mobile' });
    const email = uniqueAddress('swedish');
    await giveMonthly(page, email);
    await signInByLink(page, email);
    await visit(page, '/sv/my-gifts');
    await page.getByText(`Inloggad som ${email}`).waitFor();
    await expectNoAxeViolations(page);
  });
});
