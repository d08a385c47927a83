import { msg } from '@lingui/core/macro';
import { brand } from '#shared/brand.ts';
import { i18nFor } from '#shared/i18n/catalogs.ts';
import type { GiftTribute } from '../../db/tables/tributes.ts';
import type { OutgoingEmail } from '../outbox/index.ts';
import type { CardContent } from './card-pdf.ts';

const { name } = brand;

/**
 * The e-mailed card, in the gift's language: who gave in memory or in honour of whom, the
 * greeting, the amount only if the giver chose it, and the card as a PDF. Queued once per gift
 * (its key), whatever the number of times the payment is confirmed.
 */
export function cardEmail(
  tribute: GiftTribute & { recipient_email: string },
  card: CardContent,
  pdf: Buffer,
): OutgoingEmail {
  const i18n = i18nFor(tribute.locale);
  const recipient = tribute.recipient_name;
  const giver = tribute.signed_by;
  const person = tribute.person_name;
  const memory = tribute.kind === 'memory';
  const { amount } = card;
  const text = [
    i18n._(msg`Dear ${recipient},`),
    '',
    memory
      ? i18n._(msg`${giver} has given a gift to ${name} in memory of ${person}.`)
      : i18n._(msg`${giver} has given a gift to ${name} in honour of ${person}.`),
    ...(amount ? [i18n._(msg`The gift: ${amount}`)] : []),
    ...(tribute.greeting ? ['', ...tribute.greeting.split('\n').map((line) => `  ${line}`)] : []),
    '',
    i18n._(msg`The card is attached to this e-mail as a PDF, to print or to keep.`),
    '',
    i18n._(msg`With warm greetings,`),
    name,
    brand.email,
  ].join('\n');
  return {
    to: tribute.recipient_email,
    replyTo: brand.email,
    locale: tribute.locale,
    subject: memory
      ? i18n._(msg`A gift in memory of ${person}`)
      : i18n._(msg`A gift in honour of ${person}`),
    text,
    attachments: [
      {
        filename: memory ? 'card-in-memory.pdf' : 'card-in-honour.pdf',
        contentType: 'application/pdf',
        content: pdf,
      },
    ],
    dedupeKey: `tribute-card:${tribute.donation_id}`,
  };
}
