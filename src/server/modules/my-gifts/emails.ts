import { msg } from '@lingui/core/macro';
import { brand } from '#shared/brand.ts';
import { formatSek } from '#shared/donations.ts';
import { i18nFor } from '#shared/i18n/catalogs.ts';
import { type Locale, localizePath } from '#shared/i18n/locale.ts';
import type { OutgoingEmail } from '../outbox/index.ts';

const { name, email: organisationEmail } = brand;

/** The "My gifts" page in `locale`, on the site at `origin`. */
export const myGiftsUrl = (origin: string, locale: Locale) =>
  `${origin}${localizePath('/my-gifts', locale)}`;

const signature = () => ['', name, organisationEmail];

/** The sign-in link, in the language of the page it was asked for from. */
export function signInLinkEmail(
  to: string,
  locale: Locale,
  link: string,
  minutes: number,
): OutgoingEmail {
  const i18n = i18nFor(locale);
  return {
    to,
    locale,
    subject: i18n._(msg`Your sign-in link to My gifts at ${name}`),
    text: [
      i18n._(msg`Open this link to see and look after your gifts to ${name}:`),
      '',
      link,
      '',
      i18n._(
        msg`The link works once, within ${minutes} minutes. If you did not ask for it, you can ignore this e-mail: nothing changes.`,
      ),
      ...signature(),
    ].join('\n'),
  };
}

/** Sent once the provider confirms that a monthly gift has stopped. */
export function monthlyCancelledEmail(
  to: string,
  locale: Locale,
  amountOre: number,
  link: string,
): Omit<OutgoingEmail, 'dedupeKey'> {
  const i18n = i18nFor(locale);
  const amount = formatSek(amountOre);
  return {
    to,
    replyTo: organisationEmail,
    locale,
    subject: i18n._(msg`Your monthly gift to ${name} has stopped`),
    text: [
      i18n._(
        msg`Your monthly gift of ${amount} to ${name} has been cancelled: no more payments will be taken.`,
      ),
      i18n._(msg`Thank you for everything you have given.`),
      '',
      i18n._(msg`Your gifts and yearly statements stay in My gifts: ${link}`),
      ...signature(),
    ].join('\n'),
  };
}

/** January's e-mail: last year's statement is ready in My gifts. */
export function statementEmail(
  to: string,
  locale: Locale,
  year: number,
  link: string,
): Omit<OutgoingEmail, 'dedupeKey'> {
  const i18n = i18nFor(locale);
  return {
    to,
    replyTo: organisationEmail,
    locale,
    subject: i18n._(msg`Your statement of gifts to ${name} in ${year}`),
    text: [
      i18n._(msg`Thank you for your gifts to ${name} in ${year}.`),
      i18n._(
        msg`Your statement of the year's gifts is ready. Sign in to My gifts with this e-mail address to view, print or download it as a PDF:`,
      ),
      '',
      link,
      ...signature(),
    ].join('\n'),
  };
}
