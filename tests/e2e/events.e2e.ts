// /events and /events/{id}: the Swedish filters, sort and spots badge, the ticket selector and its
// total, a whole purchase through the sandbox's hosted checkout with the ticket e-mail received
// over SMTP, a cancelled checkout, free entry and the not-found page.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  expectNoAxeViolations,
  recordRemovedElements,
  removedElements,
  setupBrowser,
  visit,
} from './support/browser.ts';
import { expectOnlyOneEmail, findEmails, uniqueAddress, waitForEmail } from './support/mail.ts';
import { baseUrl } from './support/site.ts';

const browser = setupBrowser();
const WALK = '/events/community-food-walk';

const SAMPLE_EVENTS = [
  'Worship & Prayer Retreat',
  'Gospel Festival',
  'Community Food Walk',
  'Gospel Jazz Praise',
];

/** The sample events' cards in order (events-admin.e2e.ts may publish one of its own meanwhile). */
const cardTitles = async (page: Page) =>
  (await page.locator('main article h2').allTextContents()).filter((title) =>
    SAMPLE_EVENTS.includes(title),
  );

async function liveSpots(id: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/events/${id}`);
  return ((await response.json()) as { event: { spotsLeft: number } }).event.spotsLeft;
}

async function chooseTickets(page: Page, tickets: Record<string, number>) {
  for (const [label, count] of Object.entries(tickets)) {
    for (let i = 0; i < count; i += 1) {
      await page.getByRole('button', { name: `One ticket more: ${label}` }).click();
    }
  }
}

/** 2 adults and 1 child, the buyer's details, then on to the sandbox's checkout page. */
async function orderWalkTickets(page: Page, email: string) {
  await visit(page, WALK);
  await chooseTickets(page, { 'Adult (20+ years)': 2, 'Child (4-12 years)': 1 });
  await page.getByRole('button', { name: 'Order tickets' }).click();
  await page.getByLabel('Full name').fill('Anna Svensson');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('070-123 45 67');
  await page.getByRole('button', { name: 'Continue to payment (350 kr)' }).click();
  await page.waitForURL(/\/sandbox\/checkout\/cs_test_/);
}

describe('the events list', () => {
  test('filters by category and price, sorts, and shows prices and spots badges', async () => {
    const page = await browser.newPage();
    await recordRemovedElements(page);
    await visit(page, '/events');
    // Hydrated card by card, each pre-rendered card kept.
    expect(await removedElements(page)).toEqual([]);
    await expect.poll(() => cardTitles(page)).toEqual(SAMPLE_EVENTS);
    const walkCard = page.locator('article', { hasText: 'Community Food Walk' });
    await walkCard.getByText('150 kr').waitFor();
    const spots = await liveSpots('community-food-walk');
    await walkCard.getByText(`${spots} platser kvar`).waitFor();
    const festival = page.locator('article', { hasText: 'Gospel Festival' });
    await expect.poll(() => festival.getByText('Gratis').count()).toBe(1);
    await expect
      .poll(() => festival.getByText('250 platser kvar').getAttribute('data-level'))
      .toBe('high');

    await page.getByLabel('Pris').selectOption('Betal');
    await expect
      .poll(() => cardTitles(page))
      .toEqual(['Community Food Walk', 'Gospel Jazz Praise']);
    await page.getByLabel('Kategori').selectOption('Konsert');
    await expect.poll(() => cardTitles(page)).toEqual(['Gospel Jazz Praise']);
    await page.getByLabel('Pris').selectOption('Gratis');
    await page.getByText('Inga evenemang matchar filtren.').waitFor();
    await page.getByLabel('Kategori').selectOption('Alla');
    await page.getByLabel('Pris').selectOption('Alla');
    await page.getByLabel('Sortera').selectOption({ label: 'Pris (högst först)' });
    await expect
      .poll(() => cardTitles(page))
      .toEqual([
        'Community Food Walk',
        'Gospel Jazz Praise',
        'Worship & Prayer Retreat',
        'Gospel Festival',
      ]);
    await page.getByLabel('Sortera').selectOption({ label: 'Datum (senast först)' });
    await expect.poll(async () => (await cardTitles(page))[0]).toBe('Gospel Jazz Praise');
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Gospel Jazz Praise' }).click();
    await page.waitForURL('**/events/gospel-jazz-praise');
    await page.getByRole('heading', { level: 1, name: 'Gospel Jazz Praise' }).waitFor();
  });
});

describe('an event page', () => {
  test('adds up the tickets: 2 adults and 1 child at the Community Food Walk are 350 kr', async () => {
    const page = await browser.newPage({ viewport: 'mobile' });
    await visit(page, WALK);
    await page
      .getByText(`Ticket limit for the event: ${await liveSpots('community-food-walk')}`)
      .waitFor();
    await page.getByText('Total: 0 kr').waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Order tickets' }).count()).toBe(0);
    await chooseTickets(page, { 'Adult (20+ years)': 2, 'Child (4-12 years)': 1 });
    await page.getByText('Total: 350 kr').waitFor();
    await page.getByRole('button', { name: 'One ticket less: Child (4-12 years)' }).click();
    await page.getByText('Total: 300 kr').waitFor();
    await page.getByRole('button', { name: 'Order tickets' }).click();
    await page.getByLabel('Full name').waitFor();
    expect(await page.getByLabel('Email').getAttribute('type')).toBe('email');
    await expectNoAxeViolations(page);
  });

  test('sells tickets through the sandbox checkout and e-mails them once, with a calendar file', async () => {
    const email = uniqueAddress('tickets');
    const before = await liveSpots('community-food-walk');
    const page = await browser.newPage();
    await orderWalkTickets(page, email);
    await expect.poll(() => liveSpots('community-food-walk')).toBe(before - 3);

    await page.getByText('Test stand-in: not the real Stripe Checkout').waitFor();
    await page.getByText('Community Food Walk: Adult (20+ years)').waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Pay (test)' }).click();

    await page.waitForURL(/\/events\/community-food-walk\?session_id=cs_test_/);
    await page.getByRole('heading', { name: 'Thank you for your order!' }).waitFor();
    await page
      .getByText(`Your tickets for Community Food Walk are on their way to ${email}.`)
      .waitFor();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('ticketOrder'))).toBeNull();
    await expectNoAxeViolations(page);

    const mail = await waitForEmail({
      to: email,
      subject: 'Your tickets: Community Food Walk, 12 June 2027',
    });
    for (const line of [
      'Event: Community Food Walk',
      'Date and time: 12 June 2027, 11:00–15:00',
      'Place: Start at Medborgarplatsen, Stockholm',
      '2 × Adult (20+ years) at 150 kr = 300 kr',
      '1 × Child (4-12 years) at 50 kr = 50 kr',
      'Total: 350 kr',
    ]) {
      expect(mail.text).toContain(line);
    }
    expect(mail.text).toMatch(/Order reference: T-[2-9A-Z]{8}/);
    const [calendar] = mail.attachments;
    expect(calendar?.filename).toBe('community-food-walk.ics');
    expect(calendar?.contentType).toBe('text/calendar');
    const ics = Buffer.from(calendar?.contentBase64 ?? '', 'base64').toString('utf8');
    expect(ics).toContain('BEGIN:VEVENT\r\n');
    expect(ics).toContain('DTSTART;TZID=Europe/Stockholm:20270612T110000\r\n');
    expect(ics).toContain('SUMMARY:Community Food Walk\r\n');

    // Reloading the thank-you page asks again: still one e-mail, still 3 spots sold.
    await page.reload();
    await page.getByText(/are on their way to/).waitFor();
    await expectOnlyOneEmail({ to: email });
    await expect.poll(() => liveSpots('community-food-walk')).toBe(before - 3);
  });

  test('gives the spots back when the buyer cancels at the checkout', async () => {
    const email = uniqueAddress('cancel');
    const before = await liveSpots('community-food-walk');
    const page = await browser.newPage();
    await orderWalkTickets(page, email);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL((url) => url.pathname === WALK && url.searchParams.has('cancelled'));
    await page.getByRole('heading', { level: 2, name: 'Tickets' }).waitFor();
    await expect.poll(() => liveSpots('community-food-walk')).toBe(before);
    expect(findEmails({ to: email })).toEqual([]);
  });

  test('says that entry to a free event is free', async () => {
    const page = await browser.newPage();
    await visit(page, '/events/gospel-festival');
    await page.getByText('Entry is free: no ticket or order is needed.').waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Order tickets' }).count()).toBe(0);
    await expectNoAxeViolations(page);
  });

  test('an unknown event gets a 404 and “Event not found.” with a link back', async () => {
    const page = await browser.newPage({
      allowConsoleErrors: ['the server responded with a status of 404'],
    });
    expect(await visit(page, '/events/no-such-event')).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Event not found.' }).waitFor();
    await expect.poll(() => page.title()).toMatch(/^Event not found \| /);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Back to events' }).click();
    await page.waitForURL('**/events');
  });
});
