import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import { m } from '../i18n/message.ts';

/** The hidden field of the public forms: people never see it, form-filling robots fill it in. */
export const HONEYPOT_FIELD = 'homepage';

/**
 * Control characters (CR, LF, tab…) never belong in a one-line field: CR/LF is how headers
 * are injected into an e-mail. They become a space.
 */
export const oneLine = (text: string): string => text.replace(/\p{Cc}+/gu, ' ').trim();

export const EMAIL_MAX = 254;

/** A one-line text that must not be empty. */
export function requiredLine(requiredMessage: string, max: number, tooLongMessage: string) {
  return z
    .string({ error: requiredMessage })
    .transform(oneLine)
    .pipe(z.string().min(1, requiredMessage).max(max, tooLongMessage));
}

/** A one-line text that may be left out or empty ('' then). */
export function optionalLine(max: number, tooLongMessage: string) {
  return z
    .string({ error: m(msg`Please enter text.`) })
    .default('')
    .transform(oneLine)
    .pipe(z.string().max(max, tooLongMessage));
}

/** A required e-mail address, trimmed. */
export function requiredEmail(requiredMessage: string, invalidMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(EMAIL_MAX, invalidMessage)
    .pipe(z.email(invalidMessage));
}

/** An e-mail address that may be left empty. */
export function optionalEmail(invalidMessage: string) {
  return z
    .string({ error: invalidMessage })
    .default('')
    .transform((text) => text.trim())
    .pipe(z.union([z.literal(''), z.email(invalidMessage).max(EMAIL_MAX, invalidMessage)]));
}

/** The honeypot: anything but empty gives a robot away. */
export const honeypotSchema = z.string().max(1_000).optional();

/** A public form's submission as stored and listed to the admin: its id and who sent it. */
export const storedSubmissionSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
});
