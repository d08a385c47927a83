// What a visitor sends or pays, end to end in Swedish: a gift on /sv with the sandbox card, a
// ticket bought on a Swedish event page, and the volunteer form, each with its e-mail in Swedish.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { formatSek } from '../../src/shared/donations.ts';
import { expectNoAxeViolations, setupBrowser, visit } from './support/browser.ts';
import { uniqueAddress, waitForEmail } from './support/mail.ts';

const browser = setupBrowser();

/** Text as the page shows it: formatSek's spaces are non-breaking. */
const sek = (ore: number) => formatSek(ore).replace(/\s/g, ' ');
const readable = (text: string) => text.replace(/\s/g, ' ');

describe('a gift from the Swedish Home page', () => {
  test('is thanked in Swedish, with a Swedish receipt', async () => {
    const email = uniqueAddress('gava');
    const page = await browser.newPage();
    await visit(page, '/sv');
    const form = page.locator('#donate form');
    await page.locator('#donate').scrollIntoViewIfNeeded();
    await form.getByLabel('Kortnummer').waitFor();
    await expectNoAxeViolations(page);

    await form.getByLabel('Kortnummer').fill('4242424242424242');
    await form.getByLabel('Giltigt till').fill('12 / 34');
    await form.getByLabel('CVC').fill('123');
    await form.getByLabel('Namn (frivilligt)').fill('Anna');
    await form.getByLabel('E-post (frivilligt)').fill(email);
    await form.getByRole('button', { name: /^Ge / }).click();

    const thanks = `Tack, Anna! Vi har tagit emot din gåva på ${sek(5000)}.`;
    const status = form.getByRole('status');
    await expect.poll(async () => readable((await status.textContent()) ?? '')).toBe(thanks);
    await expectNoAxeViolations(page);

    const receipt = await waitForEmail({
      to: email,
      subject: 'Tack för din gåva till Hope Bridge',
    });
    expect(readable(receipt.text)).toContain('Hej Anna!');
    expect(readable(receipt.text)).toContain(`Belopp: ${sek(5000)}`);
    expect(receipt.text).toContain('Betalt med: Kort');
  });
});

/** 2 adults on the Swedish page of the Community Food Walk, then on to the sandbox checkout. */
async function orderInSwedish(page: Page, email: string) {
  await visit(page, '/sv/events/community-food-walk');
  const moreAdults = page.getByRole('button', { name: 'En biljett till: Vuxen (20+ år)' });
  await moreAdults.click();
  await moreAdults.click();
  await page.getByRole('button', { name: 'Beställ biljetter' }).click();
  await page.getByLabel('För- och efternamn').fill('Anna Svensson');
  await page.getByLabel('E-post').fill(email);
  await page.getByLabel('Telefon').fill('070-123 45 67');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: /^Gå vidare till betalning/ }).click();
  await page.waitForURL(/\/sandbox\/checkout\/cs_test_/);
}

describe('a ticket bought on a Swedish event page', () => {
  test('comes back to the Swedish page, with the tickets e-mailed in Swedish', async () => {
    const email = uniqueAddress('biljett');
    const page = await browser.newPage();
    await orderInSwedish(page, email);
    // The sandbox's checkout speaks the language of the page the order was made on.
    await page.locator('html[lang="sv"]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Betala (test)' }).click();

    await page.waitForURL(/\/sv\/events\/community-food-walk\?session_id=cs_test_/);
    await page.getByRole('heading', { name: 'Tack för din beställning!' }).waitFor();
    await page
      .getByText(`Dina biljetter till Community Food Walk är på väg till ${email}.`)
      .waitFor();
    await expectNoAxeViolations(page);

    const mail = await waitForEmail({
      to: email,
      subject: 'Dina biljetter: Community Food Walk, 12 juni 2027',
    });
    for (const line of [
      'Hej Anna Svensson!',
      'Datum och tid: 12 juni 2027 kl. 11:00–15:00',
      '2 × Vuxen (20+ år) à 150 kr = 300 kr',
      'Totalt: 300 kr',
    ]) {
      expect(readable(mail.text)).toContain(line);
    }
  });
});

describe('the volunteer form on /sv/volunteer', () => {
  test('says what is missing in Swedish beside the fields, then sends a Swedish receipt', async () => {
    const email = uniqueAddress('volontar');
    const page = await browser.newPage();
    await visit(page, '/sv/volunteer');
    await expectNoAxeViolations(page);
    // Each field is checked as it is left.
    const name = page.getByLabel(/^För- och efternamn/);
    const motivation = page.getByLabel(/^Varför vill du bli volontär/);
    await name.focus();
    await motivation.focus();
    await name.focus();
    await page.getByText('Fyll i för- och efternamn.').waitFor();
    await page.getByText('Berätta kort varför du vill vara med (minst 10 tecken).').waitFor();
    await expectNoAxeViolations(page);

    await name.fill('Jean Habimana');
    await page.getByLabel(/^E-post/).fill(email);
    await page.getByLabel(/^Ort och land/).fill('Kigali, Rwanda');
    await page.getByLabel(/^När kan du hjälpa till/).selectOption({ label: 'Helger' });
    await motivation.fill('Jag vill hjälpa barn med läxorna.');
    // Leaving the field clears its message first: the button then stays where it is clicked.
    await motivation.blur();
    await page.getByText('Berätta kort varför du vill vara med (minst 10 tecken).').waitFor({
      state: 'detached',
    });
    await page.getByRole('button', { name: 'Skicka ansökan' }).click();

    await page.waitForURL(/\/sv\/volunteer\/thanks$/);
    await page.getByRole('heading', { level: 1, name: 'Tack för din ansökan' }).waitFor();
    await expectNoAxeViolations(page);

    const receipt = await waitForEmail({
      to: email,
      subject: 'Tack för din volontäransökan till Hope Bridge',
    });
    expect(receipt.text).toContain('Vi går igenom varje ansökan inom 3–7 dagar');
  });
});
