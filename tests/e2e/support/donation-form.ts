// The donation form (Home's, an appeal's or a fundraiser's) as the tests that give through it
// fill it in.
import type { Page } from 'playwright-core';

export const donationForm = (page: Page) => page.locator('#donate form');

/** Fills the sandbox's card fields with the test card `number`, valid until 12/34. */
export async function fillCard(page: Page, number = '4242 4242 4242 4242'): Promise<void> {
  const form = donationForm(page);
  await form.getByLabel('Card number').fill(number);
  await form.getByLabel('Expiry').fill('12 / 34');
  await form.getByLabel('CVC').fill('123');
}
