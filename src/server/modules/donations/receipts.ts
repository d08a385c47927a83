import { brand } from '#shared/brand.ts';
import { DONATION, formatSek, PAYMENT_METHOD_LABELS } from '#shared/donations.ts';
import type { DonationRow } from '../../db/tables/donations.ts';
import type { Mailer } from '../outbox/index.ts';

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'long',
  timeZone: 'Europe/Stockholm',
});

/**
 * The receipt to the giver (when they left an address) and the notice to the organisation, each
 * queued at most once per payment: the outbox refuses a second message with the same key.
 */
export async function queueDonationEmails(
  mailer: Mailer,
  donation: DonationRow,
  notifyEmail: string,
): Promise<void> {
  if (donation.status !== 'succeeded') return;
  if (donation.donor_email) {
    await mailer.send({
      to: donation.donor_email,
      replyTo: brand.email,
      subject:
        donation.kind === 'monthly'
          ? `Thank you for your monthly gift to ${brand.name}`
          : `Thank you for your gift to ${brand.name}`,
      text: receiptText(donation),
      dedupeKey: `donation-receipt:${donation.provider_ref}`,
    });
  }
  await mailer.send({
    to: notifyEmail,
    ...(donation.donor_email ? { replyTo: donation.donor_email } : {}),
    subject: `New ${donation.kind === 'monthly' ? 'monthly' : 'one-time'} donation: ${formatSek(donation.amount_ore)}${donation.provider === 'sandbox' ? ' (test)' : ''}`,
    text: noticeText(donation),
    dedupeKey: `donation-notice:${donation.provider_ref}`,
  });
}

function details(donation: DonationRow): string[] {
  return [
    `Date: ${dateFormat.format(new Date(donation.paid_at ?? donation.updated_at))}`,
    `Amount: ${formatSek(donation.amount_ore)}`,
    `Gift: ${donation.kind === 'monthly' ? 'Monthly (every month)' : 'One-time'}`,
    `Paid with: ${PAYMENT_METHOD_LABELS[donation.method]}`,
    `Reference: ${donation.provider_ref}`,
  ];
}

const testNote = (donation: DonationRow) =>
  donation.provider === 'sandbox'
    ? ['', 'This was a test payment in the sandbox: no money was taken.']
    : [];

function receiptText(donation: DonationRow): string {
  const amount = formatSek(donation.amount_ore);
  const opening =
    donation.kind === 'monthly'
      ? `Thank you for your monthly gift of ${amount} to ${brand.name}. This month's payment has been received.`
      : `Thank you for your gift of ${amount} to ${brand.name}. It has been received.`;
  return [
    `Dear ${donation.donor_name || DONATION.fallbackName},`,
    '',
    opening,
    'Together with our partner churches it helps children stay in school and families build a livelihood.',
    '',
    'Receipt',
    ...details(donation).map((line) => `  ${line}`),
    ...testNote(donation),
    ...(donation.kind === 'monthly'
      ? [
          '',
          `To change or stop your monthly gift, reply to this e-mail or write to ${brand.email}.`,
        ]
      : []),
    '',
    'With gratitude,',
    brand.name,
    `${brand.email} · ${brand.phone}`,
  ].join('\n');
}

function noticeText(donation: DonationRow): string {
  return [
    `A ${donation.kind === 'monthly' ? 'monthly' : 'one-time'} donation has been paid.`,
    '',
    `From: ${donation.donor_name || '(no name given)'}`,
    `E-mail: ${donation.donor_email || '(none given: no receipt was sent)'}`,
    ...details(donation),
    ...(donation.subscription_id ? [`Subscription: ${donation.subscription_id}`] : []),
    ...testNote(donation),
  ].join('\n');
}
