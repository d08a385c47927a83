import { formatDate } from '../format-date.ts';
import type { Locale } from '../i18n/locale.ts';

/**
 * The vocabulary of events (categories, ticket types) and the Event as the public calls answer
 * it. The events themselves are data the admin manages (server module `events`).
 */

export const eventCategories = ['Retreat', 'Festival', 'Upplevelse', 'Konsert'] as const;
export type EventCategory = (typeof eventCategories)[number];

export const ticketTypes = ['adult', 'youth', 'child'] as const;
export type TicketType = (typeof ticketTypes)[number];

/** Prices per ticket type in SEK (at most two decimals). */
export type TicketPrices = Record<TicketType, number>;
export type TicketQuantities = Record<TicketType, number>;

export interface Event {
  id: string;
  title: string;
  /** YYYY-MM-DD, Swedish local date. */
  startDate: string;
  /** HH:MM, Swedish local time. */
  startTime: string;
  endDate?: string;
  endTime: string;
  location: string;
  city: string;
  category: EventCategory;
  /** The price an adult pays, in SEK: 0 for a free event. */
  price: number;
  ticketPrices: TicketPrices;
  image: string;
  /** The widths of an uploaded image (`srcset`); absent for a built-in picture. */
  imageSrcset?: string;
  spotsLeft: number;
  /** Paragraphs separated by a blank line. */
  description: string;
  /** The event has taken place (from the day after it ends, Stockholm time). */
  past: boolean;
  /** The language of its title and description (decision 010); left out, English. */
  lang?: Locale;
}

/** The sum of quantity times price, in SEK (counted in öre, so decimals add up exactly). */
export function ticketsTotal(prices: TicketPrices, quantities: TicketQuantities): number {
  return (
    ticketTypes.reduce((sum, type) => sum + Math.round(prices[type] * 100) * quantities[type], 0) /
    100
  );
}

export function ticketCount(quantities: TicketQuantities): number {
  return ticketTypes.reduce((sum, type) => sum + quantities[type], 0);
}

export const isFreeEvent = (event: Event) => ticketTypes.every((t) => event.ticketPrices[t] === 0);

/** A day and a time of day: '12 June 2027, 11:00' ('12 juni 2027 kl. 11:00' in Swedish). */
export function formatDayAt(date: string, time: string, locale: Locale = 'en'): string {
  return locale === 'sv'
    ? `${formatDate(date, locale)} kl. ${time}`
    : `${formatDate(date)}, ${time}`;
}

/** '12 June 2027, 11:00–15:00', or both dates for an event over several days. */
export function formatEventWhen(event: Event, locale: Locale = 'en'): string {
  const start = formatDayAt(event.startDate, event.startTime, locale);
  return event.endDate && event.endDate !== event.startDate
    ? `${start} – ${formatDayAt(event.endDate, event.endTime, locale)}`
    : `${start}–${event.endTime}`;
}
