// A visitor giving on Home's #donate section in the sandbox (no Stripe keys): card, monthly,
// 3D Secure, PayPal and Klarna, with every message where the spec puts it (issue 4).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startBuiltServer } from '../../scripts/lib/built-server.mjs';
import { formatSek } from '../../src/shared/donations.ts';
import { expectNoAxeViolations, setupBrowser, visit } from './support/browser.ts';
import { fillCard, donationForm as form } from './support/donation-form.ts';
import { expectOnlyOneEmail, findEmails, uniqueAddress } from './support/mail.ts';
import { baseUrl } from './support/site.ts';

const browser = setupBrowser();

const M = {
  minimum: 'Please choose a donation amount of at least 5 SEK.',
  monthlyNote:
    'Monthly donations are processed with a saved card. PayPal and Klarna are available for one-time gifts.',
  monthlyNeedsCard:
    'Monthly donations are processed with a saved card. Please switch to a one-time gift to use this payment option.',
  declined: 'Your card was declined.',
  authenticationFailed:
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  tryDifferentMethod: 'Your payment could not be completed. Please try a different payment method.',
  klarnaProcessing:
    'Your Klarna payment is processing. We will email you once the donation has been confirmed.',
  noPublicKey: 'Stripe public key is not configured.',
  scriptFailed: 'Stripe.js failed to load.',
};
/** The browser's own log line for a 4xx answer (a declined card is a 402). */
const FAILED_REQUEST = 'Failed to load resource';

const donateButton = (page: Page) => form(page).getByRole('button', { name: /^Donate|Processing/ });
const errorArea = (page: Page) => form(page).getByRole('alert');
const statusArea = (page: Page) => form(page).getByRole('status');

/** Opens Home, scrolls to the donation section and waits for the sandbox card field. */
async function openDonation(page: Page) {
  await visit(page, '/');
  await page.locator('#donate').scrollIntoViewIfNeeded();
  await form(page).getByLabel('Card number').waitFor();
}

async function fillDonor(page: Page, name: string, email: string) {
  await form(page).getByLabel('Name (optional)').fill(name);
  await form(page).getByLabel('E-mail (optional)').fill(email);
}

describe('the donation section before any payment', () => {
  test('loads the payment script only when the section comes near, then offers the sandbox card field', async () => {
    const page = await browser.newPage();
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await visit(page, '/');
    await page.waitForLoadState('networkidle');
    // The section starts further down than the observer's margin (300 px) below the fold.
    const below = await page.evaluate(
      () => document.getElementById('donate')!.getBoundingClientRect().top - innerHeight,
    );
    expect(below).toBeGreaterThan(300);
    expect(requests).not.toContain('/api/stripe/config');
    expect(requests.some((path) => path.includes('sandbox-kit'))).toBe(false);

    await page.locator('#donate').scrollIntoViewIfNeeded();
    await form(page).getByLabel('Card number').waitFor();
    expect(requests).toContain('/api/stripe/config');
    await expect
      .poll(() => form(page).locator('p', { hasText: 'Test mode:' }).textContent())
      .toContain('4242 4242 4242 4242');
    await expect
      .poll(() => form(page).getByRole('radio', { name: 'Once', exact: true }).isChecked())
      .toBe(true);
    await expect
      .poll(() =>
        form(page)
          .getByRole('radio', { name: formatSek(5000), exact: true })
          .isChecked(),
      )
      .toBe(true);
    await expect.poll(() => donateButton(page).isEnabled()).toBe(true);
    await expectNoAxeViolations(page);
  });

  test('shows the minimum message below 5 SEK and disables every pay button', async () => {
    const page = await browser.newPage({ viewport: 'mobile' });
    await openDonation(page);
    await form(page).getByLabel('Other amount (SEK)').fill('4.50');
    await form(page).getByText(M.minimum).waitFor();
    await expect.poll(() => donateButton(page).isDisabled()).toBe(true);
    await expect
      .poll(() => form(page).getByRole('button', { name: 'PayPal' }).isDisabled())
      .toBe(true);
    await expect
      .poll(() => form(page).getByRole('button', { name: 'Klarna' }).isDisabled())
      .toBe(true);
    await expectNoAxeViolations(page);
    await form(page).getByLabel('Other amount (SEK)').fill('5');
    await form(page).getByText(M.minimum).waitFor({ state: 'detached' });
    await expect.poll(() => donateButton(page).isEnabled()).toBe(true);
  });

  test('shows the monthly note and keeps PayPal and Klarna for one-time gifts', async () => {
    const page = await browser.newPage();
    await openDonation(page);
    await form(page).getByRole('radio', { name: 'Monthly', exact: true }).check();
    await form(page).getByText(M.monthlyNote).waitFor();
    const paypal = form(page).getByRole('button', { name: 'PayPal' });
    await expect.poll(() => paypal.getAttribute('aria-disabled')).toBe('true');
    await paypal.click({ force: true });
    await expect.poll(() => errorArea(page).textContent()).toBe(M.monthlyNeedsCard);
    expect(new URL(page.url()).pathname).toBe('/');
    await expectNoAxeViolations(page);
  });

  test('says so when the payment configuration cannot be read', async () => {
    const page = await browser.newPage({
      allowConsoleErrors: [FAILED_REQUEST, 'payment configuration'],
    });
    await page.route('**/api/stripe/config', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"down"}' }),
    );
    await visit(page, '/');
    await page.locator('#donate').scrollIntoViewIfNeeded();
    await errorArea(page).getByText(M.noPublicKey).waitFor();
    await expect.poll(() => donateButton(page).isDisabled()).toBe(true);
  });
});

describe('card gifts in the sandbox', () => {
  test('a one-time gift succeeds, thanks the giver, resets the form and sends one receipt', async () => {
    const page = await browser.newPage();
    const email = uniqueAddress('giver');
    await openDonation(page);
    await fillDonor(page, 'Anna Svensson', email);
    await form(page)
      .getByRole('radio', { name: formatSek(10_000), exact: true })
      .check();
    await fillCard(page, '4242 4242 4242 4242');
    await donateButton(page).click();
    await statusArea(page)
      .getByText(
        `Thank you, Anna Svensson! Your donation of ${formatSek(10_000)} has been received.`,
      )
      .waitFor();
    await expectNoAxeViolations(page);

    await expect
      .poll(() =>
        form(page)
          .getByRole('radio', { name: formatSek(5000), exact: true })
          .isChecked(),
      )
      .toBe(true);
    await expect.poll(() => form(page).getByLabel('Name (optional)').inputValue()).toBe('');
    await expect.poll(() => form(page).getByLabel('Card number').inputValue()).toBe('');

    await expectOnlyOneEmail({ to: email, subject: 'Thank you for your gift to Hope Bridge' });
    const [receipt] = findEmails({ to: email });
    expect(receipt?.text).toContain('Dear Anna Svensson,');
    expect(receipt?.text).toContain(`Amount: ${formatSek(10_000)}`);
    expect(receipt?.text).toContain('This was a test payment in the sandbox');
  });

  test('authentication approved in the 3D Secure dialog completes the gift', async () => {
    const page = await browser.newPage();
    await openDonation(page);
    await fillCard(page, '4000 0025 0000 3155');
    await donateButton(page).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm your payment' });
    await dialog.waitFor();
    await expect.poll(() => dialog.textContent()).toContain('test mode');
    await expect.poll(() => donateButton(page).textContent()).toContain('Processing…');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Complete authentication' }).click();
    await statusArea(page)
      .getByText(/^Thank you, Supporter! Your donation of/)
      .waitFor();
  });

  test('a monthly gift starts, stays on monthly and sends its receipt', async () => {
    const page = await browser.newPage();
    const email = uniqueAddress('monthly');
    await openDonation(page);
    await form(page).getByRole('radio', { name: 'Monthly', exact: true }).check();
    await fillDonor(page, 'Bo', email);
    await fillCard(page, '4242424242424242');
    await expect
      .poll(() => donateButton(page).textContent())
      .toBe(`Donate ${formatSek(5000)} monthly`);
    await donateButton(page).click();
    await statusArea(page)
      .getByText(`Thank you, Bo! Your monthly donation of ${formatSek(5000)} is now active.`)
      .waitFor();
    await expect
      .poll(() => form(page).getByRole('radio', { name: 'Monthly', exact: true }).isChecked())
      .toBe(true);
    await expectOnlyOneEmail({
      to: email,
      subject: 'Thank you for your monthly gift to Hope Bridge',
    });
  });
});

describe('the Donations view of /admin', () => {
  test('lists the gift with its totals, exports it as CSV, and is for admins only', async () => {
    const name = `Donor ${Math.random().toString(36).slice(2, 8)}`;
    const giver = await browser.newPage();
    await openDonation(giver);
    await fillDonor(giver, name, '');
    await form(giver)
      .getByRole('radio', { name: formatSek(25_000), exact: true })
      .check();
    await fillCard(giver, '4242424242424242');
    await donateButton(giver).click();
    await statusArea(giver).getByText(`Thank you, ${name}!`, { exact: false }).waitFor();

    const page = await browser.newPage({ signedIn: true });
    await visit(page, '/admin?section=donations');
    const row = page.getByRole('row').filter({ hasText: name });
    await row.waitFor();
    await expect
      .poll(() => row.getByRole('cell').allTextContents())
      .toEqual([expect.any(String), name, formatSek(25_000), 'One-time', 'Card', 'PaidTest']);
    await page.getByLabel('Totals for the period').waitFor();
    await expectNoAxeViolations(page);

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download CSV' }).click();
    const csv = fs.readFileSync((await (await download).path()) as string, 'utf8');
    expect(csv).toContain(`,${name},,250.00,One-time,card,succeeded,`);

    const anonymous = await fetch(`${baseUrl}/api/admin/donations`);
    expect(anonymous.status).toBe(401);
  });
});

describe('PayPal and Klarna in the sandbox', () => {
  async function payElsewhere(page: Page, method: 'PayPal' | 'Klarna', email = '') {
    await openDonation(page);
    await fillDonor(page, 'Cecilia', email);
    await form(page).getByRole('button', { name: method }).click();
    await page.waitForURL(`**/sandbox/${method.toLowerCase()}?**`);
    await page.getByText(`Test stand-in: not the real ${method}`).waitFor();
  }

  /** Back on Home after the stand-in page: the app reads the payment and tidies the address. */
  async function backHome(page: Page) {
    await page.waitForURL(
      (url) => url.pathname === '/' && url.hash === '#donate' && url.search === '',
    );
  }

  test('PayPal: approved on the stand-in page, thanked on return with one receipt', async () => {
    const page = await browser.newPage();
    const email = uniqueAddress('paypal');
    await payElsewhere(page, 'PayPal', email);
    await expectNoAxeViolations(page);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('PayPal test payment');
    await page.getByRole('button', { name: 'Approve test payment' }).click();
    await backHome(page);
    await statusArea(page)
      .getByText(`Thank you, Cecilia! Your donation of ${formatSek(5000)} has been received.`)
      .waitFor();
    await expectOnlyOneEmail({ to: email, subject: 'Thank you for your gift to Hope Bridge' });
  });

  test('Klarna: approved, then thanked', async () => {
    const page = await browser.newPage();
    await payElsewhere(page, 'Klarna', uniqueAddress('klarna'));
    await page.getByRole('button', { name: 'Approve test payment' }).click();
    await backHome(page);
    await statusArea(page)
      .getByText(/^Thank you, Cecilia! Your donation of/)
      .waitFor();
  });

  test('Klarna: left processing, the pending message shows', async () => {
    const page = await browser.newPage();
    await payElsewhere(page, 'Klarna', uniqueAddress('klarna'));
    await page.getByRole('button', { name: 'Leave test payment processing' }).click();
    await backHome(page);
    await statusArea(page).getByText(M.klarnaProcessing).waitFor();
    await expectNoAxeViolations(page);
  });

  test('Klarna asks for the e-mail address it needs', async () => {
    const page = await browser.newPage({ allowConsoleErrors: [FAILED_REQUEST] });
    await openDonation(page);
    await form(page).getByRole('button', { name: 'Klarna' }).click();
    await errorArea(page)
      .getByText(/Klarna needs an e-mail address/)
      .waitFor();
  });
});

// Failures last: each one counts towards the decline limit of this test run's one address.
describe('failed payments', () => {
  test('a declined card shows the provider’s message in the error area', async () => {
    const page = await browser.newPage({ allowConsoleErrors: [FAILED_REQUEST] });
    await openDonation(page);
    await fillCard(page, '4000 0000 0000 0002');
    await donateButton(page).click();
    await errorArea(page).getByText(M.declined).waitFor();
    await expect.poll(() => donateButton(page).textContent()).toBe(`Donate ${formatSek(5000)}`);
    await expectNoAxeViolations(page);
  });

  test('authentication failed in the 3D Secure dialog shows Stripe’s message', async () => {
    const page = await browser.newPage({ allowConsoleErrors: [FAILED_REQUEST] });
    await openDonation(page);
    await fillCard(page, '4000002500003155');
    await donateButton(page).click();
    await page
      .getByRole('dialog', { name: 'Confirm your payment' })
      .getByRole('button', { name: 'Fail authentication' })
      .click();
    await errorArea(page).getByText(M.authenticationFailed).waitFor();
  });

  test('PayPal: failed on the stand-in page, the error shows on return', async () => {
    const page = await browser.newPage();
    await openDonation(page);
    await form(page).getByRole('button', { name: 'PayPal' }).click();
    await page.waitForURL('**/sandbox/paypal?**');
    await page.getByRole('button', { name: 'Fail test payment' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/' && url.hash === '#donate' && url.search === '',
    );
    await errorArea(page).getByText(M.tryDifferentMethod).waitFor();
    await expectNoAxeViolations(page);
  });
});

describe('with Stripe keys but no way to reach Stripe', () => {
  let server: Awaited<ReturnType<typeof startBuiltServer>>;

  beforeAll(async () => {
    server = await startBuiltServer({
      stdio: 'ignore',
      env: {
        DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-stripe-')),
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        PUBLIC_URL: '',
        SMTP_URL: '',
        STRIPE_SECRET_KEY: 'sk_test_offline',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_offline',
        STRIPE_WEBHOOK_SECRET: 'whsec_offline',
      },
    });
  });
  afterAll(() => server?.stop());

  test('the page allows Stripe.js, and says so when it cannot load', async () => {
    const page = await browser.newPage({ allowConsoleErrors: [/js\.stripe\.com|Stripe|ERR_/] });
    // Offline here: Stripe's servers answer nothing.
    await page.route('https://*.stripe.com/**', (route) => route.abort('internetdisconnected'));
    const response = await page.goto(`${server.baseUrl}/`);
    expect(response?.headers()['content-security-policy']).toContain('https://js.stripe.com');
    await expect.poll(() => page.locator('script[src*="js.stripe.com"]').count()).toBe(0);
    await page.locator('#donate').scrollIntoViewIfNeeded();
    await errorArea(page).getByText(M.scriptFailed).waitFor();
    await expect.poll(() => page.locator('script[src*="js.stripe.com"]').count()).toBe(1);
    await expect.poll(() => page.getByLabel('Card number').count()).toBe(0);
  });
});
