import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import { m } from '../i18n/message.ts';

/**
 * The gift calls' fields for an appeal or a supporter's fundraiser (issue 31), apart from the
 * appeals' schemas so that the donation form's code stays small.
 */

/** An address, a web link or an image: none of these in a fundraiser's text before approval. */
const LINK_OR_IMAGE =
  /(https?:\/\/|www\.|<\s*(a|img)\b|!\[|\b[a-z0-9-]+\.(com|se|nu|org|net|io|info|biz|xyz|ru|co|me|ly|app)\b)/i;
export const hasLinkOrImage = (text: string) => LINK_OR_IMAGE.test(text);
export const NO_LINKS_MESSAGE = m(msg`Please leave out links and images.`);

/** The longest public message of a gift. */
export const PUBLIC_MESSAGE_MAX = 200;

// ---- What a gift says of the appeal or fundraiser it is given to ----

/** An appeal or fundraiser named by its id or its slug. */
export const targetSchema = z.union([
  z
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
  z.string().trim().min(1).max(200),
]);

/** A short message for the page's list of gifts: one or a few lines, no links. */
export const publicMessageSchema = z
  .string({ error: m(msg`The message must be text.`) })
  .trim()
  .max(PUBLIC_MESSAGE_MAX, m(msg`Please keep the message under 200 characters.`))
  .refine((text) => !hasLinkOrImage(text), NO_LINKS_MESSAGE)
  .transform((text) => text.replace(/\p{Cc}+/gu, ' ') || undefined);

/**
 * The gift calls' optional fields for an appeal or a supporter's fundraiser: where the gift goes,
 * and what its page may show of the giver (nothing unless they choose).
 */
export const giftTargetFields = {
  appeal: targetSchema.optional(),
  fundraiser: targetSchema.optional(),
  showName: z.boolean({ error: m(msg`Show my name must be true or false.`) }).default(false),
  showAmount: z.boolean({ error: m(msg`Show the amount must be true or false.`) }).default(false),
  publicMessage: publicMessageSchema.optional(),
};
export type GiftTargetInput = {
  appeal?: number | string | undefined;
  fundraiser?: number | string | undefined;
  showName: boolean;
  showAmount: boolean;
  publicMessage?: string | undefined;
};
