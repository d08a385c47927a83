import { z } from 'zod';
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
  name: requiredLine('Name is required', 100, 'Name must be less than 100 characters'),
  email: requiredEmail('Email is required', 'Please enter a valid email address'),
  phone: optionalLine(40, 'Phone must be less than 40 characters'),
  subject: optionalLine(150, 'Subject must be less than 150 characters'),
  message: z
    .string({ error: 'Message is required' })
    .trim()
    .min(1, 'Message is required')
    .max(CONTACT_MESSAGE_MAX, 'Message must be less than 500 characters'),
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
});
export type ContactMessage = z.infer<typeof contactMessageRecordSchema>;

/** GET /api/admin/messages: newest first. */
export const contactMessageListSchema = z.array(contactMessageRecordSchema);
