import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Event } from '#shared/content/events.ts';
import { LOCALES, type Locale } from '#shared/i18n/locale.ts';
import { loadConfig } from './config.ts';
import type { Db } from './db/database.ts';
import type { OutboxMessage } from './db/schema.ts';
import type { DonationRow } from './db/tables/donations.ts';
import type { TicketOrder } from './db/tables/events.ts';
import { noticeAccountChange } from './modules/auth/account-change-notice.ts';
import { alertGuessing } from './modules/auth/guessing-alert.ts';
import { createContactService } from './modules/contact/service.ts';
import { paymentFailedEmail } from './modules/donations/payment-failed-email.ts';
import { queueDonationEmails } from './modules/donations/receipts.ts';
import {
  monthlyCancelledEmail,
  myGiftsUrl,
  signInLinkEmail,
  statementEmail,
} from './modules/my-gifts/emails.ts';
import { createOutboxMailer, type Mailer, SECRET_MARK } from './modules/outbox/index.ts';
import { ticketEmail } from './modules/ticket-orders/ticket-email.ts';
import { cardEmail } from './modules/tributes/card-email.ts';
import { renderCardPdf } from './modules/tributes/card-pdf.ts';
import { cardContent, tributeRow } from './modules/tributes/service.ts';
import { createVolunteerService } from './modules/volunteers/service.ts';
import { createTestDb } from './testing/test-db.ts';

/** The configured public address: every link in every e-mail must start with it. */
const ORIGIN = 'https://charity.example';
const TOKEN = 'tok3n.Secret-value';
const NOW = new Date('2026-05-04T09:30:00.000Z');
const clock = { now: () => new Date(NOW) };
const config = {
  ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
  notifyEmail: 'office@charity.example',
  linkOrigin: ORIGIN,
};

const donation = (locale: Locale, kind: 'one_time' | 'monthly'): DonationRow => ({
  id: 7,
  provider: 'stripe',
  // Each language's e-mails are their own (the outbox queues one per payment).
  provider_ref: kind === 'monthly' ? `in_${locale}` : `pi_${locale}`,
  payment_intent_id: 'pi_123',
  subscription_id: kind === 'monthly' ? 'sub_123' : null,
  kind,
  method: 'card',
  amount_ore: 25_000,
  currency: 'sek',
  donor_name: 'Anna Svensson',
  donor_email: 'anna@example.org',
  status: 'succeeded',
  failure_message: null,
  client_ref: null,
  status_at: NOW.toISOString(),
  paid_at: NOW.toISOString(),
  created_at: NOW.toISOString(),
  updated_at: NOW.toISOString(),
  refunded_ore: 0,
  dispute_status: null,
  locale,
  tax_reduction: 0,
  personal_number: null,
  personal_number_hmac: null,
  payment_reference: null,
  appeal_id: null,
  fundraiser_id: null,
  public_message: null,
  show_name: 0,
  show_amount: 0,
});

const event: Event = {
  id: 'harvest-concert',
  title: 'Harvest Concert',
  startDate: '2026-09-12',
  startTime: '18:00',
  endTime: '20:00',
  location: 'Sofia kyrka',
  city: 'Stockholm',
  category: 'Konsert',
  price: 150,
  ticketPrices: { adult: 150, youth: 100, child: 0 },
  image: '/images/concert.jpg',
  spotsLeft: 100,
  description: 'Songs of thanks.',
  past: false,
};

const order = (locale: Locale): TicketOrder => ({
  id: locale === 'en' ? 3 : 4,
  reference: 'HB-1234',
  event_id: event.id,
  event_title: event.title,
  name: 'Erik Lund',
  email: 'erik@example.org',
  phone: '0701234567',
  adult_qty: 2,
  youth_qty: 1,
  child_qty: 0,
  amount: 40_000,
  currency: 'sek',
  status: 'paid',
  provider: 'stripe',
  session_id: 'cs_1',
  client_ref: null,
  expires_at: NOW.toISOString(),
  paid_at: NOW.toISOString(),
  created_at: NOW.toISOString(),
  updated_at: NOW.toISOString(),
  refunded_ore: 0,
  dispute_status: null,
  locale,
  payment_intent_id: 'pi_9',
});

/** A card in memory of someone, e-mailed to its recipient with the card as a PDF. */
async function tributeCard(locale: Locale) {
  const tribute = {
    ...tributeRow(
      locale === 'en' ? 7 : 8,
      {
        kind: 'memory',
        personName: 'Karin Lund',
        greeting: 'In our thoughts.',
        signedBy: 'Anna',
        showAmount: true,
        motif: 'dove',
        delivery: {
          method: 'email',
          recipientName: 'The Lunds',
          recipientEmail: 'lund@example.org',
        },
      },
      locale,
      NOW.toISOString(),
    ),
    id: 1,
    recipient_email: 'lund@example.org',
  };
  const card = cardContent(tribute, 25_000);
  return cardEmail(tribute, card, await renderCardPdf(card));
}

/** Queues every kind of e-mail the site sends to a person, in `locale`. */
async function queueEveryKind(db: Db, mailer: Mailer, locale: Locale) {
  const deps = { db, clock, mailer, config };
  await queueDonationEmails(mailer, donation(locale, 'one_time'), config.notifyEmail);
  await queueDonationEmails(mailer, donation(locale, 'monthly'), config.notifyEmail);
  await mailer.send(
    paymentFailedEmail({ ...donation(locale, 'monthly'), donor_email: 'anna@example.org' }, ORIGIN),
  );
  const myGifts = myGiftsUrl(ORIGIN, locale);
  await mailer.send({
    ...signInLinkEmail('anna@example.org', locale, `${myGifts}?token=${SECRET_MARK}`, 30),
    secret: TOKEN,
  });
  await mailer.send(monthlyCancelledEmail('anna@example.org', locale, 25_000, myGifts));
  await mailer.send(statementEmail('anna@example.org', locale, 2025, myGifts));
  await mailer.send(ticketEmail(order(locale), event, NOW));
  await mailer.send(await tributeCard(locale));
  await createContactService(deps).receive(
    { name: 'Maria', email: 'maria@example.org', phone: '', subject: 'Hello', message: 'Hi!' },
    locale,
  );
  await createVolunteerService(deps).apply(
    {
      name: 'Jonas',
      email: 'jonas@example.org',
      phone: '0701234567',
      location: 'Uppsala, Sweden',
      availability: 'Weekends',
      interests: ['Education'],
      motivation: 'I want to help.',
    },
    locale,
  );
}

/** The e-mails only the organisation gets (always in English). */
async function queueOrganisationNotices(mailer: Mailer) {
  const deps = { mailer, clock, config };
  await noticeAccountChange(deps, 'alice', 'password');
  await alertGuessing(deps, 'alice', { max: 10, windowMs: 15 * 60_000 });
}

const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]!);

/** Both parts of a stored e-mail, checked as its reader would get them. */
function expectBothParts(row: OutboxMessage, locale: Locale) {
  expect(row.text_body.trim().length, row.subject).toBeGreaterThan(20);
  const html = row.html_body ?? '';
  expect(html, row.subject).toMatch(/^<!DOCTYPE html/);
  expect(html).toContain(`<html dir="ltr" lang="${locale}">`);
  expect(html).toContain('<meta name="color-scheme" content="light dark"/>');
  expect(html).toContain('@media (prefers-color-scheme: dark)');
  // The text's words are the HTML's: its first line, and each address as a link.
  const firstLine = row.text_body.split('\n')[0]!.trim();
  expect(html).toContain(firstLine.replace(/&/g, '&amp;').replace(/"/g, '&quot;'));
  const textLinks = row.text_body.match(/https?:\/\/\S+/g) ?? [];
  for (const link of textLinks) expect(hrefs(html)).toContain(link);
  for (const href of hrefs(html)) {
    expect(href.startsWith(`${ORIGIN}/`) || href.startsWith('mailto:'), href).toBe(true);
  }
  // A secret is in neither stored part.
  expect(row.text_body).not.toContain(TOKEN);
  expect(html).not.toContain(TOKEN);
}

describe('every e-mail the site sends', () => {
  let db: Db;
  let destroy: () => Promise<void>;
  const rows: Record<Locale, OutboxMessage[]> = { en: [], sv: [] };

  beforeAll(async () => {
    ({ db, destroy } = await createTestDb('sqlite'));
    const mailer = createOutboxMailer(db, clock);
    for (const locale of LOCALES) {
      const before = await db.selectFrom('outbox').select('id').execute();
      await queueEveryKind(db, mailer, locale);
      const all = await db.selectFrom('outbox').selectAll().orderBy('id').execute();
      rows[locale] = all.slice(before.length);
    }
  });
  afterAll(() => destroy());

  it.each(LOCALES)('has a text part and an HTML part in the site’s look, in %s', (locale) => {
    const toPeople = rows[locale].filter((row) => row.to_address !== config.notifyEmail);
    // Two receipts, a payment failure, a sign-in link, a cancellation, a statement, tickets,
    // a card in memory of someone, and the contact and volunteer receipts.
    expect(toPeople).toHaveLength(10);
    for (const row of toPeople) expectBothParts(row, locale);
    const footer =
      locale === 'sv' ? 'Detta e-postmeddelande skickades av' : 'This e-mail was sent by';
    for (const row of toPeople) expect(row.html_body).toContain(footer);
    // The organisation's copies (gift notices, the contact message, the application) are English.
    const toOffice = rows[locale].filter((row) => row.to_address === config.notifyEmail);
    expect(toOffice).toHaveLength(4);
    for (const row of toOffice) expectBothParts(row, 'en');
  });

  it('keeps the sign-in link’s token out of both stored parts', () => {
    for (const locale of LOCALES) {
      const link = rows[locale].find((row) => row.secret === TOKEN);
      expect(link?.html_body).toContain(`?token=${SECRET_MARK}"`);
      expect(link?.text_body).toContain(`?token=${SECRET_MARK}`);
    }
  });

  it('draws the organisation’s own notices in English', async () => {
    const { db: ownDb, destroy: close } = await createTestDb('sqlite');
    try {
      await queueOrganisationNotices(createOutboxMailer(ownDb, clock));
      const notices = await ownDb.selectFrom('outbox').selectAll().execute();
      expect(notices).toHaveLength(2);
      for (const row of notices) expectBothParts(row, 'en');
    } finally {
      await close();
    }
  });
});
