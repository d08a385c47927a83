// /volunteer and /volunteer/thanks: the application form as the spec words it, its e-mails over
// SMTP, the failure text, and the page around the form.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectNoAxeViolations, setupBrowser, visit } from './support/browser.ts';
import { uniqueAddress, waitForEmail } from './support/mail.ts';
import { baseUrl } from './support/site.ts';

const browser = setupBrowser();
const FAILED = 'Something went wrong. Please try again or contact us directly at info@example.org.';

const form = (page: Page) => page.getByRole('form', { name: 'Volunteer Application' });
const submit = (page: Page) => page.getByRole('button', { name: 'Submit Application' });
const focusedName = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('name'));

async function fillIn(page: Page, email: string, name: string) {
  await page.getByLabel('Full name *').fill(`  ${name} `);
  await page.getByLabel('Email *').fill(email);
  await page.getByLabel('Phone (optional)').fill('+250 788 123 456');
  await page.getByLabel('City and country *').fill('Kigali, Rwanda');
  await page.getByLabel('Availability *').selectOption('Weekends');
  await page.getByRole('checkbox', { name: 'Education' }).check();
  await page.getByRole('checkbox', { name: 'Media' }).check();
  await page.getByLabel('Why would you like to volunteer? *').fill('I love teaching children.');
}

describe('the volunteer page', () => {
  test('hero, the three cards, the sidebar, and an accessible page', async () => {
    const page = await browser.newPage({ viewport: 'mobile' });
    await visit(page, '/volunteer');
    for (const title of ['Community Support', 'Education & Mentoring', 'Logistics & Media']) {
      await page.getByRole('heading', { name: title, exact: true }).waitFor();
    }
    await expect
      .poll(() => page.getByRole('link', { name: 'See our work' }).getAttribute('href'))
      .toBe('/our-work');
    const sidebar = page.getByRole('complementary', { name: 'What to expect' });
    await expect.poll(() => sidebar.textContent()).toContain('within 3-7 days');
    await expect.poll(() => sidebar.textContent()).toContain('A coordinator may call you');
    await expect.poll(() => sidebar.textContent()).toContain('Training is provided for all roles');
    await expect
      .poll(() => sidebar.getByRole('link', { name: 'Contact us' }).getAttribute('href'))
      .toBe('/contact-us');
    await expect.poll(() => form(page).textContent()).toContain('It takes about 2-3 minutes');
    await expect
      .poll(() => form(page).textContent())
      .toContain('you agree that we may contact you');
    await expectNoAxeViolations(page);
  });

  test('Apply Now jumps to the form', async () => {
    const page = await browser.newPage({ reducedMotion: 'reduce' });
    await visit(page, '/volunteer');
    await page.getByRole('button', { name: 'Apply Now' }).click();
    await expect.poll(() => focusedName(page)).toBe('name');
    const top = await form(page).evaluate((element) => element.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(300);
  });
});

describe('the volunteer form', () => {
  test('checks each field on blur with the spec messages, and focuses the first invalid field on submit', async () => {
    const page = await browser.newPage();
    const posts: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && posts.push(new URL(r.url()).pathname));
    await visit(page, '/volunteer');

    await page.getByLabel('Full name *').focus();
    await page.getByLabel('Email *').fill('not-an-address');
    await page.getByLabel('City and country *').focus();
    await page.getByLabel('Availability *').focus();
    await page.getByLabel('Why would you like to volunteer? *').fill('  short  ');
    await page.getByLabel('Full name *').focus();
    for (const text of [
      'Please enter your full name.',
      'Please enter a valid email.',
      'Please enter your city and country.',
      'Please select your availability.',
      'Please share a short motivation (min 10 characters).',
    ]) {
      await form(page).getByText(text, { exact: true }).waitFor();
    }
    // Trimmed on blur.
    await expect
      .poll(() => page.getByLabel('Why would you like to volunteer? *').inputValue())
      .toBe('short');
    await expectNoAxeViolations(page);

    await page.getByLabel('Full name *').fill('Jean');
    await page.getByLabel('Email *').fill('jean@example.org');
    await submit(page).click();
    await expect.poll(() => focusedName(page)).toBe('location');
    expect(posts).toEqual([]);
  });

  test('sends: Sending…, then /volunteer/thanks, e-mails to the organisation and the applicant', async () => {
    const page = await browser.newPage({ viewport: 'mobile' });
    await visit(page, '/volunteer');
    const email = uniqueAddress('volunteer');
    const name = `Jean ${email.slice(10, 18)}`;
    await fillIn(page, email, name);

    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/volunteer.php', async (route) => {
      await held;
      await route.continue();
    });
    await submit(page).click();
    const sending = page.getByRole('button', { name: 'Sending…' });
    await sending.waitFor();
    await expect.poll(() => sending.isDisabled()).toBe(true);
    release();

    await page.waitForURL(`${baseUrl}/volunteer/thanks`);
    await page.getByRole('heading', { level: 1, name: 'Thank you for applying' }).waitFor();
    await expectNoAxeViolations(page);

    const toOrganisation = await waitForEmail({
      to: 'info@example.org',
      subject: `Volunteer application: ${name}`,
    });
    expect(toOrganisation.replyTo).toBe(email);
    expect(toOrganisation.text).toContain('City and country: Kigali, Rwanda');
    expect(toOrganisation.text).toContain('Availability: Weekends');
    expect(toOrganisation.text).toContain('Interests: Education, Media');
    expect(toOrganisation.text).toContain('I love teaching children.');
    const receipt = await waitForEmail({ to: email });
    expect(receipt.subject).toBe('Thank you for applying to volunteer with Hope Bridge');
    expect(receipt.text).toContain('within 3-7 days');

    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.waitForURL(`${baseUrl}/`);
  });

  test('shows the spec failure text with the organisation e-mail when the server fails', async () => {
    const page = await browser.newPage({
      allowConsoleErrors: ['Failed to load resource', 'Sending the volunteer application failed'],
    });
    await visit(page, '/volunteer');
    await page.route('**/api/volunteer.php', (route) =>
      route.fulfill({ status: 500, json: { error: 'Something went wrong on our side.' } }),
    );
    await fillIn(page, uniqueAddress('failing'), 'Jean Failing');
    await submit(page).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    await expect.poll(() => alert.textContent()).toBe(FAILED);
    await expect
      .poll(() => alert.getByRole('link').getAttribute('href'))
      .toBe('mailto:info@example.org');
    await expect.poll(() => submit(page).isEnabled()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/volunteer');
    await expectNoAxeViolations(page);
  });
});

test('/volunteer/thanks without JavaScript still thanks and links home', async () => {
  const page = await browser.newPage({ javaScriptEnabled: false });
  await page.goto('/volunteer/thanks');
  await page.getByRole('heading', { level: 1, name: 'Thank you for applying' }).waitFor();
  await expect
    .poll(() => page.getByRole('link', { name: 'Back to Home' }).getAttribute('href'))
    .toBe('/');
});
