import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import { m } from '../i18n/message.ts';
import {
  HONEYPOT_FIELD,
  honeypotSchema,
  optionalEmail,
  optionalLine,
  requiredEmail,
  requiredLine,
  storedSubmissionSchema,
} from './fields.ts';

export const AVAILABILITY_OPTIONS = ['Weekdays', 'Evenings', 'Weekends', 'Flexible'] as const;
export const INTEREST_OPTIONS = [
  'Education',
  'Health',
  'Logistics',
  'Media',
  'Fundraising',
] as const;
export const MOTIVATION_MIN = 10;
export const MOTIVATION_MAX = 2_000;

export type Availability = (typeof AVAILABILITY_OPTIONS)[number];
export type Interest = (typeof INTEREST_OPTIONS)[number];

const motivationMessage = m(msg`Please share a short motivation (min 10 characters).`);

/** The volunteer application, with the rules of docs/product.md (part 2, Validation rules); fields are trimmed. */
export const volunteerApplicationSchema = z.object({
  name: requiredLine(
    m(msg`Please enter your full name.`),
    100,
    m(msg`Please keep your name under 100 characters.`),
  ),
  email: requiredEmail(m(msg`Please enter a valid email.`), m(msg`Please enter a valid email.`)),
  phone: optionalLine(40, m(msg`Please keep your phone number under 40 characters.`)),
  location: requiredLine(
    m(msg`Please enter your city and country.`),
    100,
    m(msg`Please keep your city and country under 100 characters.`),
  ),
  availability: z.enum(AVAILABILITY_OPTIONS, { error: m(msg`Please select your availability.`) }),
  interests: z
    .array(z.enum(INTEREST_OPTIONS, { error: m(msg`Please choose interests from the list.`) }), {
      error: m(msg`Please choose interests from the list.`),
    })
    .max(INTEREST_OPTIONS.length, m(msg`Please choose interests from the list.`))
    .default([])
    .transform((interests) => [...new Set(interests)]),
  motivation: z
    .string({ error: motivationMessage })
    .trim()
    .min(MOTIVATION_MIN, motivationMessage)
    .max(MOTIVATION_MAX, m(msg`Please keep your motivation under 2000 characters.`)),
});

/** POST /api/volunteer.php: the form and the honeypot (the `altcha` payload is checked first). */
export const volunteerApplicationRequestSchema = volunteerApplicationSchema.extend({
  [HONEYPOT_FIELD]: honeypotSchema,
});

export type VolunteerApplicationInput = z.input<typeof volunteerApplicationSchema>;

/** The admin's volunteer record (POST and PUT /api/volunteers). */
export const volunteerRecordSchema = z.object({
  full_name: requiredLine(
    m(msg`Full name is required`),
    100,
    m(msg`Full name must be less than 100 characters`),
  ),
  email: optionalEmail(m(msg`Please enter a valid email address`)),
  phone: optionalLine(40, m(msg`Phone number must be less than 40 characters`)),
  address: optionalLine(200, m(msg`Address must be less than 200 characters`)),
});

export type VolunteerRecordInput = z.input<typeof volunteerRecordSchema>;

const volunteerIdSchema = z.coerce
  .number({ error: m(msg`The volunteer id must be a positive whole number.`) })
  .int()
  .positive();

/** `?id=` of PUT and DELETE /api/volunteers, and the application's `:id`. */
export const volunteerIdQuerySchema = z.object({ id: volunteerIdSchema });

/** PUT /api/volunteers?id=: the record, with the id again if the form sends it. */
export const volunteerUpdateSchema = volunteerRecordSchema.extend({
  id: volunteerIdSchema.optional(),
});

export const volunteerSchema = z.object({
  id: z.number(),
  full_name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
});
export type Volunteer = z.infer<typeof volunteerSchema>;

export const volunteerApplicationRecordSchema = storedSubmissionSchema.extend({
  location: z.string(),
  availability: z.string(),
  interests: z.array(z.string()),
  motivation: z.string(),
  /** Set once the application has been added to the volunteer list. */
  volunteer_id: z.number().nullable(),
  created_at: z.string(),
});
export type VolunteerApplication = z.infer<typeof volunteerApplicationRecordSchema>;

export const volunteerListSchema = z.array(volunteerSchema);
export const volunteerApplicationListSchema = z.array(volunteerApplicationRecordSchema);

export const volunteerMutationSuccessSchema = z.object({
  success: z.literal(true),
  id: z.number().optional(),
});

/** The `{ success }` or `{ error }` the admin's volunteer calls answer with (the admin screen reads `error`). */
export type VolunteerMutationResponse =
  | z.infer<typeof volunteerMutationSuccessSchema>
  | { error: string };
