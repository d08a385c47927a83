import { msg } from '@lingui/core/macro';
import { brand } from '#shared/brand.ts';
import { formatSek, PAYMENT_METHOD_LABELS } from '#shared/donations.ts';
import { i18nFor } from '#shared/i18n/catalogs.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import { formatStockholmDate } from '#shared/stockholm.ts';
import type { DonationRow } from '../../db/tables/donations.ts';
import type { Mailer } from '../outbox/index.ts';
import { type CardNote, cardReceiptLine } from '../tributes/index.ts';

/**
 * The receipt to the giver (when they left an address) and the notice to the organisation, each
 * queued at most once per payment: the outbox refuses a second message with the same key.
 */
export async function queueDonationEmails(
  mailer: Mailer,
  donation: DonationRow,
  notifyEmail: string,
  /** The gift's card in memory or in honour of someone, sent or on its way. */
  card?: CardNote,
): Promise<void> {
  if (donation.status !== 'succeeded') return;
  if (donation.donor_email) {
    await mailer.send({
      to: donation.donor_email,
      replyTo: brand.email,
      locale: donation.locale,
      ...receipt(donation, card),
      dedupeKey: `donation-receipt:${donation.provider_ref}`,
    });
  }
  await mailer.send({
    to: notifyEmail,
    ...(donation.donor_email ? { replyTo: donation.donor_email } : {}),
    subject: `New ${donation.kind === 'monthly' ? 'monthly' : 'one-time'} donation: ${formatSek(donation.amount_ore)}${donation.provider === 'sandbox' ? ' (test)' : ''}`,
    text: noticeText(donation, card),
    dedupeKey: `donation-notice:${donation.provider_ref}`,
  });
}

const { name } = brand;

/** The payment's lines, in `locale`: the giver's receipt, and the organisation's notice (English). */
function details(donation: DonationRow, locale: Locale): string[] {
  const i18n = i18nFor(locale);
  const date = formatStockholmDate(donation.paid_at ?? donation.updated_at, locale, 'long');
  const amount = formatSek(donation.amount_ore);
  const gift =
    donation.kind === 'monthly' ? i18n._(msg`Monthly (every month)`) : i18n._(msg`One-time`);
  const method =
    donation.method === 'card' ? i18n._(msg`Card`) : PAYMENT_METHOD_LABELS[donation.method];
  const reference = donation.provider_ref;
  return [
    i18n._(msg`Date: ${date}`),
    i18n._(msg`Amount: ${amount}`),
    i18n._(msg`Gift: ${gift}`),
    i18n._(msg`Paid with: ${method}`),
    i18n._(msg`Reference: ${reference}`),
  ];
}

/** Whom an e-mail to a donor greets: their name, or "Supporter" in their language. */
export const donorOf = (donation: DonationRow) =>
  donation.donor_name || i18nFor(donation.locale)._(msg`Supporter`);

/** The end of every e-mail to a donor, in their language. */
export const signature = (locale: Locale) => [
  '',
  i18nFor(locale)._(msg`With gratitude,`),
  brand.name,
  `${brand.email} · ${brand.phone}`,
];

const testNote = (donation: DonationRow, locale: Locale) =>
  donation.provider === 'sandbox'
    ? ['', i18nFor(locale)._(msg`This was a test payment in the sandbox: no money was taken.`)]
    : [];

/** The giver's receipt, in the language of the page the gift was given from. */
function receipt(donation: DonationRow, card?: CardNote): { subject: string; text: string } {
  const i18n = i18nFor(donation.locale);
  const amount = formatSek(donation.amount_ore);
  const donor = donorOf(donation);
  const monthly = donation.kind === 'monthly';
  const { email } = brand;
  const text = [
    i18n._(msg`Dear ${donor},`),
    '',
    monthly
      ? i18n._(
          msg`Thank you for your monthly gift of ${amount} to ${name}. This month's payment has been received.`,
        )
      : i18n._(msg`Thank you for your gift of ${amount} to ${name}. It has been received.`),
    i18n._(
      msg`Together with our partner churches it helps children stay in school and families build a livelihood.`,
    ),
    ...(card ? ['', cardReceiptLine(card, donation.locale)] : []),
    '',
    i18n._(msg`Receipt`),
    ...details(donation, donation.locale).map((line) => `  ${line}`),
    ...testNote(donation, donation.locale),
    ...(monthly
      ? [
          '',
          i18n._(
            msg`To change or stop your monthly gift, reply to this e-mail or write to ${email}.`,
          ),
        ]
      : []),
    ...signature(donation.locale),
  ].join('\n');
  return {
    subject: monthly
      ? i18n._(msg`Thank you for your monthly gift to ${name}`)
      : i18n._(msg`Thank you for your gift to ${name}`),
    text,
  };
}

function noticeText(donation: DonationRow, card?: CardNote): string {
  return [
    `A ${donation.kind === 'monthly' ? 'monthly' : 'one-time'} donation has been paid.`,
    '',
    `From: ${donation.donor_name || '(no name given)'}`,
    `E-mail: ${donation.donor_email || '(none given: no receipt was sent)'}`,
    ...details(donation, 'en'),
    ...(donation.subscription_id ? [`Subscription: ${donation.subscription_id}`] : []),
    ...(card
      ? [
          `Card: in ${card.kind === 'memory' ? 'memory' : 'honour'} of ${card.personName}, to ${card.recipientName} by ${card.delivery === 'email' ? 'e-mail (sent)' : 'post (in Cards to post)'}`,
        ]
      : []),
    ...testNote(donation, 'en'),
  ].join('\n');
}
