import { formatDate } from '../format-date.ts';

/**
 * The built-in events, in one place. The spots left here are the starting numbers: the server
 * keeps the live count (orders and the admin change it), and the pages show that once loaded.
 */

export const eventCategories = ['Retreat', 'Festival', 'Upplevelse', 'Konsert'] as const;
export type EventCategory = (typeof eventCategories)[number];

export const ticketTypes = ['adult', 'youth', 'child'] as const;
export type TicketType = (typeof ticketTypes)[number];

export const ticketLabels: Record<TicketType, string> = {
  adult: 'Adult (20+ years)',
  youth: 'Youth (13-19 years)',
  child: 'Child (4-12 years)',
};

/** Prices per ticket type in whole SEK. */
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
  /** The price an adult pays, in whole SEK: 0 for a free event. */
  price: number;
  ticketPrices: TicketPrices;
  image: string;
  spotsLeft: number;
  /** Paragraphs separated by a blank line. */
  description: string;
}

const FREE: TicketPrices = { adult: 0, youth: 0, child: 0 };

export const events: Event[] = [
  {
    id: 'worship-prayer-retreat',
    title: 'Worship & Prayer Retreat',
    startDate: '2027-03-12',
    startTime: '18:00',
    endDate: '2027-03-14',
    endTime: '14:00',
    location: 'Solgården retreat centre, Sjövägen 4',
    city: 'Rättvik',
    category: 'Retreat',
    price: 0,
    ticketPrices: FREE,
    image: '/images/events/retreat.svg',
    spotsLeft: 24,
    description:
      'A quiet weekend by Lake Siljan to rest, worship and pray together for our partner churches in Burundi, Rwanda and the DR Congo. There are times of sung worship, teaching from the Psalms, guided prayer walks along the shore and plenty of room for silence.\n\nPastors from our partner churches join us by video on Saturday evening to share what God is doing in their communities. Meals are simple and shared; bring an open heart and warm clothes.',
  },
  {
    id: 'gospel-festival',
    title: 'Gospel Festival',
    startDate: '2027-05-22',
    startTime: '12:00',
    endTime: '20:00',
    location: 'Parkscenen, Slottsparken',
    city: 'Malmö',
    category: 'Festival',
    price: 0,
    ticketPrices: FREE,
    image: '/images/events/festival.svg',
    spotsLeft: 250,
    description:
      'An afternoon and evening of gospel music in the open air, with choirs from churches across southern Sweden and guest singers from our partner congregations in Rwanda and Burundi.\n\nBring a blanket and a picnic, or buy food from the stalls run by local churches. There is a children’s corner with games and crafts, and a tent where you can meet the people behind our programs.',
  },
  {
    id: 'community-food-walk',
    title: 'Community Food Walk',
    startDate: '2027-06-12',
    startTime: '11:00',
    endTime: '15:00',
    location: 'Start at Medborgarplatsen',
    city: 'Stockholm',
    category: 'Upplevelse',
    price: 150,
    ticketPrices: { adult: 150, youth: 100, child: 50 },
    image: '/images/events/food-walk.svg',
    spotsLeft: 8,
    description:
      'A guided walk through Södermalm with tastings from East African, Congolese and Swedish kitchens along the way. Our hosts tell the stories behind the dishes, and you will hear how families in our savings groups have turned recipes into small businesses.\n\nThe walk is about four kilometres at an easy pace. Every ticket includes all the tastings; the surplus goes to our entrepreneurship and savings program.',
  },
  {
    id: 'gospel-jazz-praise',
    title: 'Gospel Jazz Praise',
    startDate: '2027-09-18',
    startTime: '19:00',
    endTime: '21:30',
    location: 'Hoppets kyrka, Storgatan 12',
    city: 'Göteborg',
    category: 'Konsert',
    price: 120,
    ticketPrices: { adult: 120, youth: 80, child: 60 },
    image: '/images/events/jazz.svg',
    spotsLeft: 40,
    description:
      'An evening of hymns and gospel songs in jazz arrangements, with piano, saxophone and double bass, and a choir that invites you to sing along.\n\nBetween the sets we share news and pictures from our partner churches. The surplus from the evening supports the education program, which keeps children in school in Burundi and Rwanda.',
  },
];

export function findEvent(id: string | undefined): Event | undefined {
  return events.find((event) => event.id === id);
}

/** The sum of quantity times price, in whole SEK. */
export function ticketsTotal(prices: TicketPrices, quantities: TicketQuantities): number {
  return ticketTypes.reduce((sum, type) => sum + prices[type] * quantities[type], 0);
}

export function ticketCount(quantities: TicketQuantities): number {
  return ticketTypes.reduce((sum, type) => sum + quantities[type], 0);
}

export const isFreeEvent = (event: Event) => ticketTypes.every((t) => event.ticketPrices[t] === 0);

/** '12 June 2027, 11:00–15:00', or both dates for an event over several days. */
export function formatEventWhen(event: Event): string {
  const start = formatDate(event.startDate);
  return event.endDate && event.endDate !== event.startDate
    ? `${start}, ${event.startTime} – ${formatDate(event.endDate)}, ${event.endTime}`
    : `${start}, ${event.startTime}–${event.endTime}`;
}
