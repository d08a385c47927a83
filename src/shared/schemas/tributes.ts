import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import { m } from '../i18n/message.ts';
import { oneLine, requiredEmail, requiredLine } from './fields.ts';

/** A gift in memory of someone (minnesgåva) or in honour of someone (högtidsgåva). */
export const TRIBUTE_KINDS = ['memory', 'honour'] as const;
export type TributeKind = (typeof TRIBUTE_KINDS)[number];

/** The card's picture: a dove, a lily, or a sun rising over water (the brand's own mark). */
export const CARD_MOTIFS = ['dove', 'lily', 'sunrise'] as const;
export type CardMotif = (typeof CARD_MOTIFS)[number];

export const GREETING_MAX = 500;

/** How the card reaches its recipient: by e-mail, or printed and posted by the charity. */
export const CARD_DELIVERIES = ['email', 'post'] as const;
export type CardDelivery = (typeof CARD_DELIVERIES)[number];

const recipientName = requiredLine(
  m(msg`Please enter the name of the card's recipient.`),
  100,
  m(msg`Please keep the recipient's name under 100 characters.`),
);

const addressLine = (required: string, max: number) =>
  requiredLine(required, max, m(msg`Please keep each line of the address shorter.`));

/** A postal address in Sweden or abroad, as printed on the envelope. */
export const postalAddressSchema = z.object({
  street: addressLine(m(msg`Please enter the street address.`), 200),
  postalCode: addressLine(m(msg`Please enter the postal code.`), 20),
  city: addressLine(m(msg`Please enter the city.`), 100),
  country: z
    .string()
    .max(100, m(msg`Please keep each line of the address shorter.`))
    .default('')
    .transform(oneLine),
});
export type PostalAddress = z.output<typeof postalAddressSchema>;

export const cardDeliverySchema = z.discriminatedUnion(
  'method',
  [
    z.object({
      method: z.literal('email'),
      recipientName,
      recipientEmail: requiredEmail(
        m(msg`Please enter the e-mail address the card goes to.`),
        m(msg`Please enter a valid e-mail address for the card.`),
      ),
    }),
    z.object({ method: z.literal('post'), recipientName, address: postalAddressSchema }),
  ],
  { error: m(msg`Please choose how the card is sent: by e-mail or by post.`) },
);
export type CardDeliveryInput = z.output<typeof cardDeliverySchema>;

/**
 * A gift's tribute, given with a one-time gift: whom it honours, the card's greeting and
 * signature, whether the card shows the amount, its motif, and how it is delivered.
 */
export const tributeSchema = z.object({
  kind: z.enum(TRIBUTE_KINDS, m(msg`Please choose in memory of or in honour of someone.`)),
  personName: requiredLine(
    m(msg`Please enter the name of the person the gift is given for.`),
    100,
    m(msg`Please keep the person's name under 100 characters.`),
  ),
  greeting: z
    .string({ error: m(msg`Please enter the greeting as text.`) })
    .default('')
    // Line breaks are kept (a greeting may have lines); other control characters are not.
    .transform((text) =>
      text
        .replace(/\r\n?/g, '\n')
        .replace(/[^\P{Cc}\n]+/gu, ' ')
        .trim(),
    )
    .pipe(z.string().max(GREETING_MAX, m(msg`Please keep the greeting to 500 characters.`))),
  signedBy: requiredLine(
    m(msg`Please enter who signs the card.`),
    100,
    m(msg`Please keep the signature under 100 characters.`),
  ),
  showAmount: z.boolean({ error: m(msg`Please say whether the card shows the amount.`) }),
  motif: z.enum(CARD_MOTIFS, m(msg`Please choose one of the card's pictures.`)),
  delivery: cardDeliverySchema,
});
export type TributeInput = z.input<typeof tributeSchema>;
export type Tribute = z.output<typeof tributeSchema>;

/** Where a gift's card stands. */
export const CARD_STATUSES = [
  /** The gift is not paid yet: nothing is sent. */
  'waiting',
  /** Paid; the card was e-mailed to its recipient. */
  'emailed',
  /** Paid; the card waits for the charity to print and post it. */
  'to_post',
  'posted',
  /** The gift was refunded (or lost in a dispute) before the card was posted. */
  'withdrawn',
] as const;
export type CardStatus = (typeof CARD_STATUSES)[number];

/** A card to post, as the admin's "Cards to post" lists it. */
export const cardToPostSchema = z.object({
  id: z.number(),
  kind: z.enum(TRIBUTE_KINDS),
  personName: z.string(),
  greeting: z.string(),
  signedBy: z.string(),
  showAmount: z.boolean(),
  motif: z.enum(CARD_MOTIFS),
  /** The language the card is written in (the gift's). */
  locale: z.enum(['en', 'sv']),
  recipientName: z.string(),
  address: z.object({
    street: z.string(),
    postalCode: z.string(),
    city: z.string(),
    country: z.string(),
  }),
  amountOre: z.number(),
  giverName: z.string().nullable(),
  paidAt: z.string().nullable(),
  /** The provider's state of a dispute about the gift (think before posting); null when none. */
  disputeStatus: z.string().nullable(),
});
export type CardToPost = z.infer<typeof cardToPostSchema>;

/** GET /api/admin/cards */
export const cardsToPostSchema = z.object({ cards: z.array(cardToPostSchema) });
export type CardsToPost = z.infer<typeof cardsToPostSchema>;

/** POST /api/admin/cards/:id/posted */
export const cardIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const cardPostedResponseSchema = z.object({
  success: z.literal(true),
  postedAt: z.string(),
});
