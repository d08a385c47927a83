// /contact-us: the message form as the spec words it, its e-mails over SMTP, the cards, the FAQ
// and the two buttons.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectNoAxeViolations, setupBrowser, visit } from './support/browser.ts';
import { uniqueAddress, waitForEmail } from './support/mail.ts';
import { baseUrl } from './support/site.ts';

const browser = setupBrowser();
const FAILED = 'There was an error sending your message. Please try again.';
/** The browser's own log line for a failed request, and the form's log of the failure. */
const EXPECTED_FAILURE_LOGS = ['Failed to load resource', 'Sending the contact message failed'];

const form = (page: Page) => page.getByRole('form', { name: 'Send us a message' });
const sendButton = (page: Page) => page.getByRole('button', { name: 'Send Message' });

async function fillIn(page: Page, email: string, name = 'Anna Svensson') {
  await page.getByLabel('Name *').fill(name);
  await page.getByLabel('Email *').fill(email);
  await page.getByLabel('Phone').fill('070 123 45 67');
  await page.getByLabel('Subject').fill('Visiting a school');
  await page.getByLabel('Message *').fill('Our church group would like to visit in spring.');
}

/** Accepts the next dialog as soon as it opens (an alert blocks the page until then). */
function acceptNextDialog(page: Page): Promise<{ type: string; message: string }> {
  return new Promise((resolve) => {
    page.once('dialog', (dialog) => {
      resolve({ type: dialog.type(), message: dialog.message() });
      void dialog.accept();
    });
  });
}

/** Holds the next POST /api/send-email until the returned function is called. */
async function holdNextSend(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/send-email', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

describe('the contact form', () => {
  test('shows every spec message and the live counter, and sends nothing while invalid', async () => {
    const page = await browser.newPage();
    const posts: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && posts.push(new URL(r.url()).pathname));
    await visit(page, '/contact-us');

    await expect.poll(() => form(page).getByText('0/500').isVisible()).toBe(true);
    await sendButton(page).click();
    for (const text of ['Name is required', 'Email is required', 'Message is required']) {
      await form(page).getByText(text, { exact: true }).waitFor();
    }
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
      .toBe('name');

    await page.getByLabel('Name *').fill('Anna');
    await page.getByLabel('Email *').fill('anna@example');
    await sendButton(page).click();
    await form(page).getByText('Please enter a valid email address', { exact: true }).waitFor();
    await expect.poll(() => form(page).getByText('Name is required').count()).toBe(0);

    await page.getByLabel('Email *').fill('anna@example.org');
    await page.getByLabel('Message *').fill('Hello');
    await form(page).getByText('5/500').waitFor();
    await page.getByLabel('Message *').fill('x'.repeat(501));
    await form(page).getByText('501/500').waitFor();
    await sendButton(page).click();
    await form(page)
      .getByText('Message must be less than 500 characters', { exact: true })
      .waitFor();
    await expectNoAxeViolations(page);
    expect(posts).toEqual([]);
  });

  test('sends: Sending..., the Thank You panel, an e-mail to the organisation and a receipt; Send Another Message resets', async () => {
    const page = await browser.newPage({ viewport: 'mobile' });
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await visit(page, '/contact-us');
    const email = uniqueAddress('contact');
    await fillIn(page, email);

    const release = await holdNextSend(page);
    await sendButton(page).click();
    const sending = page.getByRole('button', { name: 'Sending...' });
    await sending.waitFor();
    await expect.poll(() => sending.isDisabled()).toBe(true);
    release();

    await page.getByRole('heading', { name: 'Thank You!' }).waitFor();
    await expectNoAxeViolations(page);
    // The proof-of-work ran in a Web Worker, allowed by the Content-Security-Policy.
    expect(workers.some((url) => url.includes('/assets/pow-worker-'))).toBe(true);

    const toOrganisation = await waitForEmail({
      to: 'info@example.org',
      where: (mail) => mail.replyTo === email,
    });
    expect(toOrganisation.subject).toBe('Contact form: Visiting a school (from Anna Svensson)');
    expect(toOrganisation.text).toContain('Our church group would like to visit in spring.');
    expect(toOrganisation.text).toContain('Phone: 070 123 45 67');
    const receipt = await waitForEmail({ to: email });
    expect(receipt.subject).toMatch(/^We have received your message/);
    expect(receipt.text).toContain('within 24-48 hours');

    await page.getByRole('button', { name: 'Send Another Message' }).click();
    await page.getByLabel('Name *').waitFor();
    for (const label of ['Name *', 'Email *', 'Phone', 'Subject', 'Message *']) {
      await expect.poll(() => page.getByLabel(label).inputValue()).toBe('');
    }
    await form(page).getByText('0/500').waitFor();
  });

  test('alerts the spec text when the server fails, and keeps what was typed', async () => {
    const page = await browser.newPage({ allowConsoleErrors: EXPECTED_FAILURE_LOGS });
    await visit(page, '/contact-us');
    await page.route('**/api/send-email', (route) =>
      route.fulfill({ status: 500, json: { error: 'Something went wrong on our side.' } }),
    );
    await fillIn(page, uniqueAddress('failing'));
    const alert = acceptNextDialog(page);
    await sendButton(page).click();
    await expect.poll(() => alert).toEqual({ type: 'alert', message: FAILED });
    await page.getByRole('alert').getByText(FAILED).waitFor();
    await expect.poll(() => sendButton(page).isEnabled()).toBe(true);
    await expect.poll(() => page.getByLabel('Name *').inputValue()).toBe('Anna Svensson');
  });

  test('alerts the spec text when the network fails', async () => {
    const page = await browser.newPage({ allowConsoleErrors: EXPECTED_FAILURE_LOGS });
    await visit(page, '/contact-us');
    await page.route('**/api/send-email', (route) => route.abort('internetdisconnected'));
    await fillIn(page, uniqueAddress('offline'));
    const alert = acceptNextDialog(page);
    await sendButton(page).click();
    await expect.poll(() => alert).toEqual({ type: 'alert', message: FAILED });
  });
});

describe('the rest of the contact page', () => {
  test('phone, e-mail and address cards, social icons, and an accessible page', async () => {
    const page = await browser.newPage();
    await visit(page, '/contact-us');
    const main = page.locator('main');
    await main.getByRole('heading', { name: 'Phone', exact: true }).waitFor();
    await expect
      .poll(() => main.getByText('Monday-Friday 9:00-17:00', { exact: true }).count())
      .toBe(1);
    await expect
      .poll(() => main.getByText('We reply within 24-48 hours', { exact: true }).count())
      .toBe(1);
    await expect
      .poll(() => main.getByRole('link', { name: 'info@example.org' }).getAttribute('href'))
      .toBe('mailto:info@example.org');
    await expect.poll(() => main.locator('address').textContent()).toContain('Stockholm');
    await expect
      .poll(() => main.getByRole('list', { name: 'Social media' }).getByRole('img').count())
      .toBe(3);
    await expectNoAxeViolations(page);
  });

  test('the FAQ opens one answer at a time', async () => {
    const page = await browser.newPage({ viewport: 'mobile' });
    await visit(page, '/contact-us');
    const questions = page.locator('main h3 > button[aria-expanded]');
    await expect.poll(() => questions.count()).toBe(4);
    await questions.nth(0).click();
    await expect.poll(() => questions.nth(0).getAttribute('aria-expanded')).toBe('true');
    const answer = page.locator(`#${await questions.nth(0).getAttribute('aria-controls')}`);
    await expect.poll(() => answer.isVisible()).toBe(true);
    await questions.nth(2).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => questions.nth(0).getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => questions.nth(2).getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => answer.isVisible()).toBe(false);
    await expectNoAxeViolations(page);
  });

  test('Contact Us scrolls to the form and puts the cursor in it', async () => {
    const page = await browser.newPage({ reducedMotion: 'reduce' });
    await visit(page, '/contact-us');
    await page.getByRole('button', { name: 'Contact Us' }).click();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
      .toBe('name');
    await expect.poll(() => form(page).isVisible()).toBe(true);
    await expect.poll(() => page.getByLabel('Name *').evaluate(inViewport)).toBe(true);
  });

  test('Make a donation goes to the donate section of Home', async () => {
    const page = await browser.newPage({ reducedMotion: 'reduce' });
    await visit(page, '/contact-us');
    await page.getByRole('link', { name: 'Make a donation' }).click();
    await page.waitForURL(`${baseUrl}/#donate`);
    await expect.poll(() => page.locator('#donate').evaluate(inViewport)).toBe(true);
  });
});

function inViewport(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return box.top >= 0 && box.top < window.innerHeight;
}
