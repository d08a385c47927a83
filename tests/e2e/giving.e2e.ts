// After the payment (issue 11 parts 3, 4 and 7), in the sandbox: a monthly gift whose renewal is
// declined e-mails its donor once and shows past due in the admin; a refund changes the totals;
// the Giving section's chart and its table pass axe.

import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { formatSek } from '../../src/shared/donations.ts';
import { expectNoAxeViolations, setupBrowser, visit } from './support/browser.ts';
import { expectOnlyOneEmail, uniqueAddress, waitForEmail } from './support/mail.ts';
import { adminSessionCookie, baseUrl } from './support/site.ts';

const browser = setupBrowser();
const FAILED_SUBJECT = "Your monthly gift to Hope Bridge: this month's payment did not go through";

/** What Stripe's dashboard would do: the sandbox's admin-only test controls. */
async function sandboxControl(path: string, body: Record<string, unknown>) {
  const response = await fetch(`${baseUrl}/api/sandbox${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: adminSessionCookie,
      origin: baseUrl,
    },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

/** A monthly gift of 50 kr through Home's form; the provider's ids from the server's answer. */
async function giveMonthly(page: Page, name: string, email: string) {
  await visit(page, '/');
  const form = page.locator('#donate form');
  await page.locator('#donate').scrollIntoViewIfNeeded();
  await form.getByLabel('Card number').waitFor();
  await form.getByRole('radio', { name: 'Monthly', exact: true }).check();
  await form.getByLabel('Name (optional)').fill(name);
  await form.getByLabel('E-mail (optional)').fill(email);
  await form.getByLabel('Card number').fill('4242424242424242');
  await form.getByLabel('Expiry').fill('12 / 34');
  await form.getByLabel('CVC').fill('123');
  const answer = page.waitForResponse('**/api/create-recurring-donation');
  await form.getByRole('button', { name: `Donate ${formatSek(5000)} monthly` }).click();
  const started = (await (await answer).json()) as {
    subscriptionId: string;
    paymentIntentId: string;
  };
  await form
    .getByRole('status')
    .getByText(/is now active/)
    .waitFor();
  return started;
}

describe('after the payment', () => {
  test('a declined month e-mails once and shows past due; a refund changes the totals', async () => {
    const name = `Monthly ${Math.random().toString(36).slice(2, 8)}`;
    const email = uniqueAddress('past-due');
    const giver = await browser.newPage();
    const { subscriptionId, paymentIntentId } = await giveMonthly(giver, name, email);

    await sandboxControl(`/subscriptions/${subscriptionId}/renew`, { outcome: 'declined' });
    const notice = await waitForEmail({ to: email, subject: FAILED_SUBJECT });
    expect(notice.text).toContain(`${baseUrl}/my-gifts`);
    await expectOnlyOneEmail({ to: email, subject: FAILED_SUBJECT });

    await sandboxControl(`/payments/${paymentIntentId}/refund`, { amountOre: 1000 });

    const page = await browser.newPage({ signedIn: true });
    await visit(page, '/admin?section=donations');
    const pastDue = page.getByRole('table', { name: 'Monthly gifts past due, longest first' });
    await pastDue.getByRole('row').filter({ hasText: name }).waitFor();
    const gift = page
      .getByRole('table', { name: /^Gifts from/ })
      .getByRole('row')
      .filter({ hasText: name })
      .filter({ hasText: 'Paid' });
    await expect
      .poll(() => gift.getByRole('cell').nth(2).textContent())
      .toBe(`${formatSek(5000)}Refunded ${formatSek(1000)}`);
    const totals = page.getByLabel('Totals for the period');
    await expect
      .poll(() =>
        totals
          .getByRole('term')
          .filter({ hasText: /^Refunded$/ })
          .locator('+ dd')
          .textContent(),
      )
      .toBe(formatSek(1000));
    await expectNoAxeViolations(page);
  });

  test('the Giving section draws the months as a chart with a table, and passes axe', async () => {
    const page = await browser.newPage({ signedIn: true });
    await visit(page, '/admin?section=giving');
    const chart = page.getByRole('img', { name: 'Gifts per month, net of refunds' });
    await chart.waitFor();
    expect(await chart.locator('rect').count()).toBe(48);
    await page.getByLabel('Giving at a glance').getByText('Monthly donors past due').waitFor();
    await page.getByText('Show the numbers as a table').click();
    const table = page.getByRole('table', { name: 'Gifts per month, net of refunds' });
    await table.waitFor();
    expect(await table.getByRole('row').count()).toBe(25);
    await expectNoAxeViolations(page);
  });
});
