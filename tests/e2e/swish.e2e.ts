// A visitor giving by Swish (issue 10): on a computer the QR code, on a phone the link that opens
// the Swish app and the return from it, against a local stand-in for Swish's test server (mutual
// TLS, a second server instance configured for it); then the declined, cancelled and timed-out
// endings; and the sandbox's own Swish on the shared server, as `npm start` offers it.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startBuiltServer } from '../../scripts/lib/built-server.mjs';
import { SwishStandIn, swishSiteEnv } from '../../src/server/testing/swish-stand-in.ts';
import { formatSek } from '../../src/shared/donations.ts';
import { expectNoAxeViolations, setupBrowser, visit } from './support/browser.ts';
import { donationForm as form } from './support/donation-form.ts';
import { baseUrl } from './support/site.ts';

const browser = setupBrowser();

const M = {
  thanks: `Thank you! Your Swish gift of ${formatSek(10_000)} has been received.`,
  declined: 'The payment was declined in Swish. No money was taken.',
  cancelled: 'The payment was cancelled. No money was taken.',
  timedOut: 'Swish did not get an answer in time, so the payment was stopped. No money was taken.',
  monthlyNeedsCard:
    'Monthly donations are processed with a saved card. Please switch to a one-time gift to use this payment option.',
};

const swishPanel = (page: Page) => form(page).getByRole('region', { name: 'Pay with Swish' });

/** Opens Home on `origin`, waits for the form, and chooses 100 kr with a name and e-mail. */
async function openGift(page: Page, origin: string) {
  await visit(page, `${origin}/`);
  await page.locator('#donate').scrollIntoViewIfNeeded();
  await form(page).getByLabel('Card number').waitFor();
  await form(page)
    .getByRole('radio', { name: formatSek(10_000) })
    .check();
  await form(page).getByLabel('Name (optional)').fill('Anna Svensson');
  await form(page).getByLabel('E-mail (optional)').fill('anna@example.org');
}

const chooseSwish = (page: Page) => form(page).getByRole('button', { name: 'Swish' }).click();

describe('Swish against the stand-in for Swish’s test server', () => {
  let standIn: SwishStandIn;
  let server: Awaited<ReturnType<typeof startBuiltServer>>;

  /** The request the page just made, once the stand-in has it. */
  async function latestRequest(): Promise<string> {
    await expect.poll(() => standIn.requests.size).toBeGreaterThan(0);
    return [...standIn.requests.keys()].at(-1) as string;
  }

  beforeAll(async () => {
    standIn = await new SwishStandIn().start();
    server = await startBuiltServer({ stdio: 'ignore', env: swishSiteEnv(standIn) });
  });
  afterAll(async () => {
    await server?.stop();
    await standIn?.stop();
  });

  test('on a computer: the QR code, then the thanks once Swish says paid', async () => {
    const page = await browser.newPage();
    await openGift(page, server.baseUrl);
    await chooseSwish(page);
    const panel = swishPanel(page);
    await expect
      .poll(() => panel.getByRole('img', { name: 'QR code for Swish' }).isVisible())
      .toBe(true);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Pay with Swish');
    await expect
      .poll(() => panel.getByRole('status').textContent())
      .toBe('Waiting for your payment in Swish…');
    const id = await latestRequest();
    expect(standIn.requests.get(id)).toMatchObject({ amount: 100, payerAlias: null });
    await expectNoAxeViolations(page);

    await standIn.answer(id, 'PAID');
    await expect.poll(() => panel.getByRole('status').textContent()).toBe(M.thanks);
    await expectNoAxeViolations(page);
  });

  test('on a phone: the link that opens the Swish app, and the thanks on coming back', async () => {
    const page = await browser.newPage({ viewport: 'mobile' });
    await openGift(page, server.baseUrl);
    await chooseSwish(page);
    const link = swishPanel(page).getByRole('link', { name: 'Open Swish' });
    await link.waitFor();
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(/^swish:\/\/paymentrequest\?token=tok[0-9a-f]+&callbackurl=/);
    expect(await swishPanel(page).getByRole('img').count()).toBe(0);
    await expectNoAxeViolations(page);

    // The payer approves in the app, which then opens the callback URL it was given.
    await standIn.answer(await latestRequest(), 'PAID');
    const back =
      new URL(href.replace('swish://', 'https://')).searchParams.get('callbackurl') ?? '';
    expect(back.startsWith(`${server.baseUrl}/?swish=`)).toBe(true);
    await visit(page, back);
    await expect.poll(() => swishPanel(page).getByRole('status').textContent()).toBe(M.thanks);
    await expectNoAxeViolations(page);
  });

  test.each([
    ['declined', 'DECLINED' as const],
    ['cancelled', { errorCode: 'BANKIDCL' }],
    ['timedOut', { errorCode: 'TM01' }],
  ] as const)(
    'shows %s with a way to try again or choose another method',
    async (ending, outcome) => {
      const page = await browser.newPage();
      await openGift(page, server.baseUrl);
      await chooseSwish(page);
      const panel = swishPanel(page);
      await panel.getByRole('img', { name: 'QR code for Swish' }).waitFor();
      await standIn.answer(await latestRequest(), outcome);
      await expect.poll(() => panel.getByRole('alert').textContent()).toBe(M[ending]);
      expect(await panel.getByRole('status').textContent()).toBe('');
      await panel.getByRole('button', { name: 'Try again' }).click();
      await panel.getByRole('img', { name: 'QR code for Swish' }).waitFor();
      await panel.getByRole('button', { name: 'Choose another method' }).click();
      await expect.poll(() => swishPanel(page).count()).toBe(0);
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent))
        .toBe('Swish');
    },
  );

  test('on a computer: a mobile number instead, not enrolled, then another number that pays', async () => {
    const page = await browser.newPage();
    await openGift(page, server.baseUrl);
    await chooseSwish(page);
    const panel = swishPanel(page);
    await panel.getByRole('button', { name: 'Pay with my mobile number instead' }).click();
    const number = panel.getByLabel('Your mobile number (Swish)');
    await number.fill('12345');
    await number.press('Enter');
    await panel.getByText('Please enter the mobile number you use with Swish.').waitFor();
    await expectNoAxeViolations(page);

    standIn.refuseNextCreate('ACMT03');
    await number.fill('070-123 45 67');
    await panel.getByRole('button', { name: 'Send to my Swish app' }).click();
    await expect
      .poll(() => panel.getByRole('alert').textContent())
      .toBe(
        'This number is not connected to Swish. Check the number, or scan the QR code instead.',
      );
    await panel.getByRole('button', { name: 'Try again' }).click();
    await panel.getByRole('button', { name: 'Pay with my mobile number instead' }).click();
    await panel.getByLabel('Your mobile number (Swish)').fill('0701234567');
    await panel.getByRole('button', { name: 'Send to my Swish app' }).click();
    await panel
      .getByText('Open the Swish app on your phone and approve the payment there.')
      .waitFor();
    const id = await latestRequest();
    expect(standIn.requests.get(id)).toMatchObject({ payerAlias: '46701234567', amount: 100 });
    await standIn.answer(id, 'PAID');
    await expect.poll(() => panel.getByRole('status').textContent()).toBe(M.thanks);
  });

  test('explains on Monthly that Swish is for one-time gifts', async () => {
    const page = await browser.newPage();
    await openGift(page, server.baseUrl);
    await form(page).getByRole('radio', { name: 'Monthly', exact: true }).check();
    const swish = form(page).getByRole('button', { name: 'Swish' });
    await expect.poll(() => swish.getAttribute('aria-disabled')).toBe('true');
    await swish.click({ force: true });
    await expect
      .poll(() => form(page).getByRole('alert').first().textContent())
      .toBe(M.monthlyNeedsCard);
    expect(await swishPanel(page).count()).toBe(0);
  });
});

test('the sandbox’s Swish: its stand-in app approves, and the page thanks the giver', async () => {
  const page = await browser.newPage();
  await openGift(page, baseUrl);
  await chooseSwish(page);
  const panel = swishPanel(page);
  await panel.getByRole('img', { name: 'QR code for Swish' }).waitFor();
  await panel.getByRole('link', { name: 'Open Swish on this device' }).click();
  await page.getByRole('heading', { name: 'Swish test payment' }).waitFor();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Approve test payment' }).click();
  await expect.poll(() => swishPanel(page).getByRole('status').textContent()).toBe(M.thanks);
});
