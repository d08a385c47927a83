import type { z } from 'zod';
import type { Event, TicketPrices } from '#shared/content/events.ts';
import type {
  AdminEvent,
  EventPatch,
  EventSwedish,
  eventInputSchema,
} from '#shared/schemas/events.ts';
import type { ImageService } from '../../images/index.ts';
import {
  ADMIN_READER,
  type ContentReader,
  inReaderLanguage,
  readVersion,
  storedVersion,
} from '../../lib/swedish-version.ts';
import type { EventChanges, EventWithImage, NewEvent } from './repo.ts';

/** The picture of an event that has neither an uploaded image nor a built-in one. */
export const DEFAULT_EVENT_IMAGE = '/images/events/default.svg';

/** The form's price fields and the columns that keep them, in öre. */
export const priceColumns = {
  priceAdult: 'price_adult',
  priceYouth: 'price_youth',
  priceChild: 'price_child',
} as const;

const sek = (ore: number) => ore / 100;
const ore = (sekAmount: number) => Math.round(sekAmount * 100);

/**
 * The event as its reader sees it (a Swedish visitor: in Swedish where it has a version);
 * `today` (YYYY-MM-DD, Stockholm) decides whether it is past.
 */
export function publicEvent(
  row: EventWithImage,
  images: ImageService,
  today: string,
  reader: ContentReader,
): Event {
  const uploaded = images.view(row);
  const ticketPrices: TicketPrices = {
    adult: sek(row.price_adult),
    youth: sek(row.price_youth),
    child: sek(row.price_child),
  };
  const event: Event = {
    id: row.id,
    title: row.title,
    startDate: row.start_date,
    startTime: row.start_time,
    ...(row.end_date ? { endDate: row.end_date } : {}),
    endTime: row.end_time,
    location: row.location,
    city: row.city,
    category: row.category,
    price: ticketPrices.adult,
    ticketPrices,
    image: uploaded?.url ?? (row.image || DEFAULT_EVENT_IMAGE),
    ...(uploaded ? { imageSrcset: uploaded.srcset } : {}),
    spotsLeft: row.spots_left,
    description: row.description,
    past: (row.end_date ?? row.start_date) < today,
  };
  return inReaderLanguage(event, readVersion<EventSwedish>(row.sv), reader);
}

export function adminEvent(
  row: EventWithImage,
  images: ImageService,
  today: string,
  hasOrders: boolean,
): AdminEvent {
  return {
    ...publicEvent(row, images, today, ADMIN_READER),
    status: row.status,
    hasUploadedImage: row.image_id !== null,
    hasOrders,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The columns a (partial) form sets. */
export function eventColumns(fields: EventPatch): EventChanges {
  const changes: EventChanges = {
    title: fields.title,
    category: fields.category,
    start_date: fields.startDate,
    start_time: fields.startTime,
    end_date: fields.endDate,
    end_time: fields.endTime,
    location: fields.location,
    city: fields.city,
    description: fields.description,
    spots_left: fields.spotsLeft,
    status: fields.status,
    ...storedVersion(fields.sv),
  };
  for (const [field, column] of Object.entries(priceColumns)) {
    const price = fields[field as keyof typeof priceColumns];
    if (price !== undefined) changes[column] = ore(price);
  }
  return Object.fromEntries(
    Object.entries(changes).filter(([, value]) => value !== undefined),
  ) as EventChanges;
}

/** The row of a new event; `image` is a picture under public/ ('' for none). */
export function newEventRow(
  input: z.output<typeof eventInputSchema>,
  image: string,
  now: string,
): NewEvent {
  return {
    ...(eventColumns(input) as Omit<NewEvent, 'id' | 'image' | 'created_at' | 'updated_at'>),
    id: input.id,
    image,
    image_id: null,
    created_at: now,
    updated_at: now,
  };
}
