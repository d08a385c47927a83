import { z } from 'zod';
import { type Event, eventCategories, ticketTypes } from '../content/events.ts';
import { toOre } from '../donations.ts';
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

const line = (label: string, max: number) =>
  z
    .string({ error: `Please enter the ${label}.` })
    .transform(oneLine)
    .pipe(
      z
        .string()
        .min(1, `Please enter the ${label}.`)
        .max(max, `The ${label} can be at most ${max} characters.`),
    );

/** A real calendar day as YYYY-MM-DD. */
const isRealDate = (text: string) => {
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
};

const date = (label: string) =>
  z
    .string({ error: `Please enter the ${label} as YYYY-MM-DD.` })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `Please enter the ${label} as YYYY-MM-DD.`)
    .refine(isRealDate, `The ${label} is not a real date.`);

const time = (label: string) =>
  z
    .string({ error: `Please enter the ${label} as HH:MM.` })
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, `Please enter the ${label} as HH:MM (00:00 to 23:59).`);

/** A number from JSON, or the text of a form field ('' counts as missing). */
const numberOrText = (message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z.number({ error: message }),
  );

const priceSek = numberOrText('Please enter a price in SEK (0 for free).')
  .pipe(
    z
      .number()
      .min(0, 'A price cannot be below 0.')
      .max(EVENT_LIMITS.maxPriceSek, 'A price can be at most 100,000 SEK.'),
  )
  .refine((sek) => toOre(sek) !== undefined, 'A price can have at most two decimals.');

const spots = numberOrText('Please enter the number of spots left.').pipe(
  z
    .number()
    .int('The spots left must be a whole number.')
    .min(0, 'The spots left cannot be below 0.')
    .max(EVENT_LIMITS.maxSpots, 'The spots left can be at most 100,000.'),
);

/** The slug in the event's address (/events/:id): it cannot change once the event exists. */
export const eventSlugSchema = z
  .string({ error: 'Please enter the address name, such as summer-concert.' })
  .trim()
  .min(1, 'Please enter the address name, such as summer-concert.')
  .max(EVENT_LIMITS.id, `The address name can be at most ${EVENT_LIMITS.id} characters.`)
  .regex(
    /^[a-z0-9]+(-[a-z0-9]+)*$/,
    'Use lower-case letters, digits and single hyphens only, such as summer-concert.',
  );

const description = z
  .string({ error: 'Please enter a description.' })
  .trim()
  .min(1, 'Please enter a description.')
  .max(
    EVENT_LIMITS.description,
    `The description can be at most ${EVENT_LIMITS.description} characters.`,
  );

/**
 * An event's Swedish version: its title and description. Place, city, times and prices are the
 * same in both languages.
 */
export const eventSwedishSchema = z.object({
  title: line('title', EVENT_LIMITS.title),
  description,
});
export type EventSwedish = z.infer<typeof eventSwedishSchema>;

/** Every field the admin edits, as one flat form (a form field's text is accepted for numbers). */
const eventFields = {
  title: line('title', EVENT_LIMITS.title),
  category: z.enum(eventCategories, { error: 'Please choose a category.' }),
  startDate: date('start date'),
  startTime: time('start time'),
  /** Empty or left out: the event ends on the day it starts. */
  endDate: z
    .union([z.literal(''), z.null(), date('end date')])
    .optional()
    .transform((value) => value || null),
  endTime: time('end time'),
  location: line('place', EVENT_LIMITS.location),
  city: line('city', EVENT_LIMITS.city),
  description,
  priceAdult: priceSek,
  priceYouth: priceSek,
  priceChild: priceSek,
  spotsLeft: spots,
  status: z.enum(eventStatuses, { error: 'The status is draft or published.' }),
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
    return { field: 'endDate', message: 'The end date cannot be before the start date.' };
  }
  if (endDate === event.startDate && event.endTime < event.startTime) {
    return { field: 'endTime', message: 'The end time cannot be before the start time.' };
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
