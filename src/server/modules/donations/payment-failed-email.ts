import { msg } from '@lingui/core/macro';
import { brand } from '#shared/brand.ts';
import { formatSek } from '#shared/donations.ts';
import { i18nFor } from '#shared/i18n/catalogs.ts';
import { localizePath } from '#shared/i18n/locale.ts';
import type { DonationRow } from '../../db/tables/donations.ts';
import type { OutgoingEmail } from '../outbox/index.ts';
import { donorOf, signature } from './receipts.ts';

const { name } = brand;

/**
 * The kind word to a monthly donor whose month's payment failed, in the language the gift was
 * given in, with the link to the page where they update their card. One per failed invoice.
 */
export function paymentFailedEmail(
  donation: DonationRow & { donor_email: string },
  linkOrigin: string,
): OutgoingEmail {
  const i18n = i18nFor(donation.locale);
  const donor = donorOf(donation);
  const amount = formatSek(donation.amount_ore);
  const link = `${linkOrigin}${localizePath('/my-gifts', donation.locale)}`;
  const { email } = brand;
  const text = [
    i18n._(msg`Dear ${donor},`),
    '',
    i18n._(
      msg`Thank you for giving to ${name} every month. This month's payment of ${amount} did not go through: the card may have expired, or the bank may have declined it. This happens, and nothing is lost.`,
    ),
    '',
    i18n._(msg`You can update your card here:`),
    link,
    '',
    i18n._(msg`If you have any questions, reply to this e-mail or write to ${email}.`),
    ...signature(donation.locale),
  ].join('\n');
  return {
    to: donation.donor_email,
    replyTo: brand.email,
    locale: donation.locale,
    subject: i18n._(msg`Your monthly gift to ${name}: this month's payment did not go through`),
    text,
    dedupeKey: `donation-payment-failed:${donation.provider_ref}`,
  };
}
