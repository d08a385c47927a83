import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import { m } from '../i18n/message.ts';
import {
  HONEYPOT_FIELD,
  honeypotSchema,
  optionalLine,
  requiredEmail,
  requiredLine,
  storedSubmissionSchema,
} from './fields.ts';

export const CONTACT_MESSAGE_MAX = 500;

/** The contact form, with the rules of docs/product.md (part 2, Validation rules); the browser and the server both use it. */
export const contactMessageSchema = z.object({
  name: requiredLine(m(msg`Name is required`), 100, m(msg`Name must be less than 100 characters`)),
  email: requiredEmail(m(msg`Email is required`), m(msg`Please enter a valid email address`)),
  phone: optionalLine(40, m(msg`Phone must be less than 40 characters`)),
  subject: optionalLine(150, m(msg`Subject must be less than 150 characters`)),
  message: z
    .string({ error: m(msg`Message is required`) })
    .trim()
    .min(1, m(msg`Message is required`))
    .max(CONTACT_MESSAGE_MAX, m(msg`Message must be less than 500 characters`)),
});

/** POST /api/send-email: the form, the honeypot and (checked before this) the `altcha` payload. */
export const contactRequestSchema = contactMessageSchema.extend({
  [HONEYPOT_FIELD]: honeypotSchema,
});

export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactField = keyof ContactMessageInput;

/** A stored message, as the admin dashboard lists it. */
export const contactMessageRecordSchema = storedSubmissionSchema.extend({
  subject: z.string(),
  message: z.string(),
  created_at: z.string(),
  /** When the admin marked it read; null while unread. */
  read_at: z.string().nullable().optional(),
});
export type ContactMessage = z.infer<typeof contactMessageRecordSchema>;

/** GET /api/admin/messages: newest first. */
export const contactMessageListSchema = z.array(contactMessageRecordSchema);

/** POST /api/admin/messages/:id/read */
export const contactMessageParamsSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});
