import type { Event, EventCategory } from '#shared/content/events.ts';

export type CategoryFilter = 'Alla' | EventCategory;
export type PriceFilter = 'Alla' | 'Gratis' | 'Betal';

export const priceFilters: PriceFilter[] = ['Alla', 'Gratis', 'Betal'];

export const sortOptions = [
  { key: 'dateAsc', label: 'Datum (tidigast först)' },
  { key: 'dateDesc', label: 'Datum (senast först)' },
  { key: 'priceAsc', label: 'Pris (lägst först)' },
  { key: 'priceDesc', label: 'Pris (högst först)' },
] as const;
export type SortKey = (typeof sortOptions)[number]['key'];

/** 'Alla' and the categories the events have, in the order they first appear. */
export function categoryFilters(events: Event[]): CategoryFilter[] {
  return ['Alla', ...new Set(events.map((event) => event.category))];
}

export function filterEvents(
  events: Event[],
  category: CategoryFilter,
  price: PriceFilter,
): Event[] {
  return events.filter(
    (event) =>
      (category === 'Alla' || event.category === category) &&
      (price === 'Alla' || (price === 'Gratis' ? event.price === 0 : event.price > 0)),
  );
}

const startOf = (event: Event) => `${event.startDate}T${event.startTime}`;
const byDate = (a: Event, b: Event) => startOf(a).localeCompare(startOf(b));

/** A new sorted list; events at the same price keep date order. */
export function sortEvents(events: Event[], key: SortKey): Event[] {
  const compare: Record<SortKey, (a: Event, b: Event) => number> = {
    dateAsc: byDate,
    dateDesc: (a, b) => byDate(b, a),
    priceAsc: (a, b) => a.price - b.price || byDate(a, b),
    priceDesc: (a, b) => b.price - a.price || byDate(a, b),
  };
  return [...events].sort(compare[key]);
}

export type SpotsLevel = 'none' | 'low' | 'medium' | 'high';

export function spotsLevel(spotsLeft: number): SpotsLevel {
  if (spotsLeft <= 0) return 'none';
  if (spotsLeft <= 10) return 'low';
  if (spotsLeft <= 30) return 'medium';
  return 'high';
}

/** 'Gratis' or the amount in kr. */
export function formatPrice(sek: number): string {
  return sek === 0 ? 'Gratis' : `${sek} kr`;
}
