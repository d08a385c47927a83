import { msg } from '@lingui/core/macro';
import { brand } from '#shared/brand.ts';
import { formatSek } from '#shared/donations.ts';
import { i18nFor } from '#shared/i18n/catalogs.ts';
import { type Locale, localizePath } from '#shared/i18n/locale.ts';
import type { OutgoingEmail } from '../outbox/index.ts';

const { name, email: organisationEmail } = brand;

type Email = Omit<OutgoingEmail, 'dedupeKey'>;

/** A fundraiser's page in `locale`, on the site at `origin`. */
export const fundraiserUrl = (origin: string, slug: string, locale: Locale) =>
  `${origin}${localizePath(`/fundraisers/${slug}`, locale)}`;

const signature = () => ['', name, organisationEmail];

/** Sent when a fundraiser is started: the link confirms the address and signs the organiser in. */
export function confirmEmail(
  to: string,
  locale: Locale,
  title: string,
  link: string,
  minutes: number,
): Email {
  const i18n = i18nFor(locale);
  return {
    to,
    replyTo: organisationEmail,
    subject: i18n._(msg`Confirm your fundraiser at ${name}`),
    text: [
      i18n._(msg`Thank you for starting the fundraiser "${title}".`),
      i18n._(
        msg`Open this link to confirm your e-mail address. We then look at the fundraiser and e-mail you once it is public:`,
      ),
      '',
      link,
      '',
      i18n._(
        msg`The link works once, within ${minutes} minutes. If you did not start a fundraiser, you can ignore this e-mail: nothing will be published.`,
      ),
      ...signature(),
    ].join('\n'),
  };
}

export function approvedEmail(to: string, locale: Locale, title: string, page: string): Email {
  const i18n = i18nFor(locale);
  return {
    to,
    replyTo: organisationEmail,
    subject: i18n._(msg`Your fundraiser "${title}" is now public`),
    text: [
      i18n._(msg`Good news: your fundraiser "${title}" has been approved and is now public.`),
      i18n._(msg`Share this link with your friends and family:`),
      '',
      page,
      ...signature(),
    ].join('\n'),
  };
}

export function declinedEmail(to: string, locale: Locale, title: string, reason: string): Email {
  const i18n = i18nFor(locale);
  return {
    to,
    replyTo: organisationEmail,
    subject: i18n._(msg`Your fundraiser "${title}" was not approved`),
    text: [
      i18n._(
        msg`Thank you for wanting to raise money with us. We could not approve your fundraiser "${title}".`,
      ),
      '',
      i18n._(msg`The reason: ${reason}`),
      '',
      i18n._(msg`If you have questions, simply reply to this e-mail.`),
      ...signature(),
    ].join('\n'),
  };
}

/** One gift, as the giver allowed: their name, their message, the amount only if they chose. */
export function giftEmail(
  to: string,
  locale: Locale,
  title: string,
  gift: { name: string | null; message: string | null; amountOre: number | null },
): Email {
  const i18n = i18nFor(locale);
  const giver = gift.name ?? i18n._(msg`Someone who wishes to stay anonymous`);
  const amount = gift.amountOre === null ? null : formatSek(gift.amountOre);
  const message = gift.message;
  const lines = [
    i18n._(msg`${giver} has given to your fundraiser "${title}".`),
    ...(amount === null ? [] : [i18n._(msg`Amount: ${amount}`)]),
    ...(message ? ['', i18n._(msg`Their message: ${message}`)] : []),
  ];
  return {
    to,
    replyTo: organisationEmail,
    subject: i18n._(msg`A new gift to "${title}"`),
    text: [...lines, ...signature()].join('\n'),
  };
}

/** When the fundraiser ends: what it raised. */
export function summaryEmail(
  to: string,
  locale: Locale,
  title: string,
  raised: { raisedOre: number; gifts: number; goalOre: number | null },
): Email {
  const i18n = i18nFor(locale);
  const total = formatSek(raised.raisedOre);
  const gifts = raised.gifts;
  const goal = raised.goalOre === null ? null : formatSek(raised.goalOre);
  return {
    to,
    replyTo: organisationEmail,
    subject: i18n._(msg`Your fundraiser "${title}" has ended`),
    text: [
      i18n._(msg`Your fundraiser "${title}" has ended. Thank you!`),
      '',
      i18n._(msg`Raised: ${total} from ${gifts} gifts.`),
      ...(goal ? [i18n._(msg`Your goal was ${goal}.`)] : []),
      ...signature(),
    ].join('\n'),
  };
}

/** To the organisation (NOTIFY_EMAIL), in English like its other notices. */
export function awaitingApprovalNotice(to: string, title: string, organiser: string): Email {
  return {
    to,
    subject: `Fundraiser waiting for approval: ${title}`,
    text: `${organiser} has started the fundraiser "${title}" and confirmed their e-mail address.\nApprove or decline it in the admin's Fundraisers.`,
  };
}

export function reportNotice(to: string, title: string, page: string, reason: string): Email {
  return {
    to,
    subject: `A fundraiser page was reported: ${title}`,
    text: `Someone reported the fundraiser "${title}" (${page}):\n\n${reason}\n\nSee the reports in the admin's Fundraisers.`,
  };
}
