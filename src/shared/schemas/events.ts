import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import { type Event, eventCategories, ticketTypes } from '../content/events.ts';
import { toOre } from '../donations.ts';
import { m } from '../i18n/message.ts';
import { oneLine } from './fields.ts';
import { swedishVersionInput, textLanguageSchema } from './swedish-version.ts';

const ticketPricesSchema = z.object(
  Object.fromEntries(ticketTypes.map((type) => [type, z.number()])) as Record<
    (typeof ticketTypes)[number],
    z.ZodNumber
  >,
);

/** An event as the public events calls answer it, with its live spots left. */
export const eventSchema = z.object({
  id: z.string(),
  title: z.string(),
  startDate: z.string(),
  startTime: z.string(),
  endDate: z.string().optional(),
  endTime: z.string(),
  location: z.string(),
  city: z.string(),
  category: z.enum(eventCategories),
  price: z.number(),
  ticketPrices: ticketPricesSchema,
  image: z.string(),
  imageSrcset: z.string().optional(),
  spotsLeft: z.number(),
  description: z.string(),
  past: z.boolean(),
  /** The language of its title and description (decision 010); left out, English. */
  lang: textLanguageSchema.optional(),
}) satisfies z.ZodType<Event>;

/** GET /api/events. */
export const eventListResponseSchema = z.object({ events: z.array(eventSchema) });
/** GET /api/events/:id and PUT /api/admin/events/:id/spots. */
export const eventResponseSchema = z.object({ event: eventSchema });
/** `:id` of the events calls. */
export const eventIdParamsSchema = z.object({ id: z.string().max(100) });

export const eventStatuses = ['draft', 'published'] as const;
export type EventStatus = (typeof eventStatuses)[number];

/** The limits of the admin's event form. */
export const EVENT_LIMITS = {
  id: 100,
  title: 200,
  location: 200,
  city: 100,
  description: 10_000,
  maxPriceSek: 100_000,
  maxSpots: 100_000,
} as const;

// Messages are catalog ids (#shared/i18n/message.ts), each written out whole for translators.
const line = (missing: string, max: number, tooLong: string) =>
  z
    .string({ error: missing })
    .transform(oneLine)
    .pipe(z.string().min(1, missing).max(max, tooLong));

/** A real calendar day as YYYY-MM-DD. */
const isRealDate = (text: string) => {
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
};

const date = (missing: string, notReal: string) =>
  z
    .string({ error: missing })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, missing)
    .refine(isRealDate, notReal);

const time = (missing: string, wrong: string) =>
  z
    .string({ error: missing })
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, wrong);

/** A number from JSON, or the text of a form field ('' counts as missing). */
const numberOrText = (message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z.number({ error: message }),
  );

const priceSek = numberOrText(m(msg`Please enter a price in SEK (0 for free).`))
  .pipe(
    z
      .number()
      .min(0, m(msg`A price cannot be below 0.`))
      .max(EVENT_LIMITS.maxPriceSek, m(msg`A price can be at most 100,000 SEK.`)),
  )
  .refine((sek) => toOre(sek) !== undefined, m(msg`A price can have at most two decimals.`));

const spots = numberOrText(m(msg`Please enter the number of spots left.`)).pipe(
  z
    .number()
    .int(m(msg`The spots left must be a whole number.`))
    .min(0, m(msg`The spots left cannot be below 0.`))
    .max(EVENT_LIMITS.maxSpots, m(msg`The spots left can be at most 100,000.`)),
);

/** The slug in the event's address (/events/:id): it cannot change once the event exists. */
const SLUG_MISSING = m(msg`Please enter the address name, such as summer-concert.`);
export const eventSlugSchema = z
  .string({ error: SLUG_MISSING })
  .trim()
  .min(1, SLUG_MISSING)
  .max(EVENT_LIMITS.id, m(msg`The address name can be at most 100 characters.`))
  .regex(
    /^[a-z0-9]+(-[a-z0-9]+)*$/,
    m(msg`Use lower-case letters, digits and single hyphens only, such as summer-concert.`),
  );

const DESCRIPTION_MISSING = m(msg`Please enter a description.`);
const title = line(
  m(msg`Please enter the title.`),
  EVENT_LIMITS.title,
  m(msg`The title can be at most 200 characters.`),
);
const description = z
  .string({ error: DESCRIPTION_MISSING })
  .trim()
  .min(1, DESCRIPTION_MISSING)
  .max(EVENT_LIMITS.description, m(msg`The description can be at most 10000 characters.`));

/**
 * An event's Swedish version: its title and description. Place, city, times and prices are the
 * same in both languages.
 */
export const eventSwedishSchema = z.object({ title, description });
export type EventSwedish = z.infer<typeof eventSwedishSchema>;

/** Every field the admin edits, as one flat form (a form field's text is accepted for numbers). */
const eventFields = {
  title,
  category: z.enum(eventCategories, { error: m(msg`Please choose a category.`) }),
  startDate: date(
    m(msg`Please enter the start date as YYYY-MM-DD.`),
    m(msg`The start date is not a real date.`),
  ),
  startTime: time(
    m(msg`Please enter the start time as HH:MM.`),
    m(msg`Please enter the start time as HH:MM (00:00 to 23:59).`),
  ),
  /** Empty or left out: the event ends on the day it starts. */
  endDate: z
    .union([
      z.literal(''),
      z.null(),
      date(
        m(msg`Please enter the end date as YYYY-MM-DD.`),
        m(msg`The end date is not a real date.`),
      ),
    ])
    .optional()
    .transform((value) => value || null),
  endTime: time(
    m(msg`Please enter the end time as HH:MM.`),
    m(msg`Please enter the end time as HH:MM (00:00 to 23:59).`),
  ),
  location: line(
    m(msg`Please enter the place.`),
    EVENT_LIMITS.location,
    m(msg`The place can be at most 200 characters.`),
  ),
  city: line(
    m(msg`Please enter the city.`),
    EVENT_LIMITS.city,
    m(msg`The city can be at most 100 characters.`),
  ),
  description,
  priceAdult: priceSek,
  priceYouth: priceSek,
  priceChild: priceSek,
  spotsLeft: spots,
  status: z.enum(eventStatuses, { error: m(msg`The status is draft or published.`) }),
  sv: swedishVersionInput(eventSwedishSchema),
};

type Schedule = {
  startDate: string;
  startTime: string;
  endDate: string | null;
  endTime: string;
};

/** Where the event ends before it starts: the field to blame and why; undefined when it does not. */
export function scheduleProblem(
  event: Schedule,
): { field: keyof Schedule; message: string } | undefined {
  const endDate = event.endDate ?? event.startDate;
  if (endDate < event.startDate) {
    return { field: 'endDate', message: m(msg`The end date cannot be before the start date.`) };
  }
  if (endDate === event.startDate && event.endTime < event.startTime) {
    return { field: 'endTime', message: m(msg`The end time cannot be before the start time.`) };
  }
  return undefined;
}

const checkSchedule = (ctx: z.core.ParsePayload<Schedule>) => {
  const problem = scheduleProblem(ctx.value);
  if (problem)
    ctx.issues.push({
      code: 'custom',
      input: ctx.value,
      path: [problem.field],
      message: problem.message,
    });
};

/** POST /api/admin/events: a new event, a draft unless told otherwise. */
export const eventInputSchema = z
  .object({ id: eventSlugSchema, ...eventFields, status: eventFields.status.default('draft') })
  .check(checkSchedule);
export type EventInput = z.input<typeof eventInputSchema>;

/**
 * PATCH /api/admin/events/:id: any of the fields (the service checks the schedule as a whole);
 * a field left out stays as it is (no default: a published event stays published).
 */
export const eventPatchSchema = z.object(eventFields).partial();
export type EventPatch = z.output<typeof eventPatchSchema>;

/** An event as the admin sees it: its state, and whether tickets have been ordered. */
export const adminEventSchema = eventSchema.extend({
  status: z.enum(eventStatuses),
  /** An image uploaded for it (else `image` is its built-in or the default picture). */
  hasUploadedImage: z.boolean(),
  /** Tickets were ordered (pending or paid): its prices can no longer change. */
  hasOrders: z.boolean(),
  /** Its Swedish version, where it has one. */
  sv: z.object({ title: z.string(), description: z.string() }).optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminEvent = z.infer<typeof adminEventSchema>;

/** GET /api/admin/events. */
export const adminEventListResponseSchema = z.object({ events: z.array(adminEventSchema) });
/** The answer of each admin change of one event. */
export const adminEventResponseSchema = z.object({ event: adminEventSchema });
