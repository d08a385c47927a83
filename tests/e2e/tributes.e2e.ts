// Gifts in memory or in honour of someone (issue 31, item 3) through the sandbox: a card by
// e-mail goes to its recipient with the card as a PDF once the gift is paid, and a card by post
// waits in the admin's cards to post, where the admin prints it and marks it posted.

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import type { CardsToPost } from '../../src/shared/schemas/tributes.ts';
import { expectNoAxeViolations, setupBrowser, visit } from './support/browser.ts';
import { fillCard, donationForm as form } from './support/donation-form.ts';
import { expectOnlyOneEmail, findEmails, uniqueAddress, waitForEmail } from './support/mail.ts';
import { adminSessionCookie, baseUrl } from './support/site.ts';

const browser = setupBrowser();

const statusArea = (page: Page) => form(page).getByRole('status');
const tributeChoice = (page: Page, name: string) =>
  form(page)
    .getByRole('group', { name: "Give in someone's name?" })
    .getByRole('radio', { name, exact: true });
/** A name no other test uses, so that its card is found among the others. */
const uniqueName = (first: string) => `${first} ${randomBytes(3).toString('hex')}`;

/** Opens Home's donation section and waits for the sandbox card field. */
async function openDonation(page: Page) {
  await visit(page, '/');
  await page.locator('#donate').scrollIntoViewIfNeeded();
  await form(page).getByLabel('Card number').waitFor();
}

describe('a gift in memory of someone, with a card by e-mail', () => {
  test('is chosen by keyboard, checked, paid, and its card reaches the recipient as a PDF', async () => {
    const page = await browser.newPage();
    const giver = uniqueAddress('tribute-giver');
    const recipient = uniqueAddress('tribute-recipient');
    const person = uniqueName('Karin');
    await openDonation(page);

    await tributeChoice(page, 'No, just my gift').focus();
    await page.keyboard.press('ArrowDown');
    await expect
      .poll(() => tributeChoice(page, 'Give in memory of someone').isChecked())
      .toBe(true);
    const personField = form(page).getByLabel('The name of the person you remember');
    await personField.waitFor();

    // Paid with the card's fields empty: nothing is sent, the first one is marked and focused.
    await fillCard(page);
    await form(page)
      .getByRole('button', { name: /^Donate/ })
      .click();
    await expect.poll(() => personField.getAttribute('aria-invalid')).toBe('true');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-invalid')))
      .toBe('true');
    await form(page)
      .getByText('Please enter the name of the person the gift is given for.')
      .waitFor();
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 1280, height: 800 });

    await form(page).getByLabel('Name (optional)').fill('Anna Berg');
    await form(page).getByLabel('E-mail (optional)').fill(giver);
    await personField.fill(person);
    await form(page).getByLabel('Greeting on the card (optional)').fill('She loved the sea.');
    await form(page).getByText('18 of 500 characters').waitFor();
    await form(page).getByLabel('Signed by').fill('Anna and Erik Berg');
    await form(page).getByRole('radio', { name: 'A lily' }).check();
    await form(page).getByLabel("Recipient's name").fill('Lena Lind');
    await form(page).getByLabel("Recipient's e-mail address").fill(recipient);
    await form(page)
      .getByRole('button', { name: /^Donate/ })
      .click();

    await statusArea(page)
      .getByText(`Your card in memory of ${person} is on its way to Lena Lind by e-mail.`)
      .waitFor();
    await expectOnlyOneEmail({ to: recipient, subject: `A gift in memory of ${person}` });
    const [card] = findEmails({ to: recipient });
    expect(card?.text).toContain(`Anna and Erik Berg has given a gift`);
    expect(card?.text).toContain('She loved the sea.');
    const [pdf] = card?.attachments ?? [];
    expect(pdf).toMatchObject({ filename: 'card-in-memory.pdf', contentType: 'application/pdf' });
    expect(
      Buffer.from(pdf?.contentBase64 ?? '', 'base64')
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const receipt = await waitForEmail({ to: giver, subject: /Thank you for your gift/ });
    expect(receipt.text).toContain(`Your card in memory of ${person} has been sent to Lena Lind`);
  });
});

describe('a gift in honour of someone, with a card by post', () => {
  test('is paid by PayPal and its card waits in the cards to post', async () => {
    const page = await browser.newPage({ viewport: 'mobile', reducedMotion: 'reduce' });
    const person = uniqueName('Olle');
    await openDonation(page);
    await tributeChoice(page, 'Give in honour of someone (a birthday, a wedding…)').check();
    const personField = form(page).getByLabel('The name of the person you honour');
    await personField.waitFor();
    // Without motion the fields appear at once.
    const details = form(page).locator('[id$="-tribute-details"]');
    await expect
      .poll(() => details.evaluate((element) => getComputedStyle(element).animationName))
      .toBe('none');
    await personField.fill(person);
    await form(page).getByLabel('Signed by').fill('The choir');
    await form(page).getByLabel('Show the amount of my gift on the card').check();
    await form(page).getByRole('radio', { name: 'By post' }).check();
    await form(page).getByLabel("Recipient's name").fill('Olle Ek');
    await form(page).getByLabel('Street address').fill('Storgatan 1');
    await form(page).getByLabel('Postal code').fill('111 22');
    await form(page).getByLabel('City').fill('Stockholm');
    await expectNoAxeViolations(page);

    await form(page).getByRole('button', { name: 'PayPal' }).click();
    await page.waitForURL('**/sandbox/paypal?**');
    await page.getByRole('button', { name: 'Approve test payment' }).click();
    // Back at the top of Home, the giver scrolls down to the form, which then reads the payment.
    await page.waitForURL('**/?payment_intent=**');
    await page.locator('#donate').scrollIntoViewIfNeeded();
    await page.waitForURL((url) => url.hash === '#donate' && url.search === '');
    await statusArea(page)
      .getByText(
        `Your card in honour of ${person} is on its way to Olle Ek: we post it within a few days.`,
      )
      .waitFor();

    const cardsToPost = async () => {
      const response = await fetch(`${baseUrl}/api/admin/cards`, {
        headers: { cookie: adminSessionCookie },
      });
      const { cards } = (await response.json()) as CardsToPost;
      return cards.find((card) => card.personName === person);
    };
    await expect.poll(cardsToPost).toMatchObject({
      kind: 'honour',
      signedBy: 'The choir',
      showAmount: true,
      motif: 'dove',
      recipientName: 'Olle Ek',
      address: { street: 'Storgatan 1', postalCode: '111 22', city: 'Stockholm', country: '' },
    });

    // The admin's Cards to post: the card, all of them as one PDF, and marked posted.
    const admin = await browser.newPage({ signedIn: true });
    await visit(admin, '/admin?section=cards');
    const card = admin.getByRole('article', { name: `In honour of ${person}` });
    await card.getByText('Storgatan 1').waitFor();
    await expectNoAxeViolations(admin);
    const download = admin.waitForEvent('download');
    await admin.getByRole('link', { name: 'Print all (PDF)' }).click();
    expect(
      (await fs.promises.readFile(await (await download).path())).subarray(0, 5).toString(),
    ).toBe('%PDF-');
    await card.getByRole('button', { name: /^Mark as posted/ }).click();
    await card.waitFor({ state: 'detached' });
    await expect.poll(cardsToPost).toBeUndefined();
  });
});
