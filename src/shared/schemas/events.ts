import { z } from 'zod';
import { type Event, eventCategories, ticketTypes } from '../content/events.ts';

const ticketPricesSchema = z.object(
  Object.fromEntries(ticketTypes.map((type) => [type, z.number()])) as Record<
    (typeof ticketTypes)[number],
    z.ZodNumber
  >,
);

/** A built-in event with its live spots left, as the events calls answer it. */
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
  spotsLeft: z.number(),
  description: z.string(),
}) satisfies z.ZodType<Event>;

/** GET /api/events. */
export const eventListResponseSchema = z.object({ events: z.array(eventSchema) });
/** GET /api/events/:id and PUT /api/admin/events/:id/spots. */
export const eventResponseSchema = z.object({ event: eventSchema });
/** `:id` of the events calls. */
export const eventIdParamsSchema = z.object({ id: z.string().max(100) });
