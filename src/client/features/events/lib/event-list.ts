import type { Event, EventCategory } from '#shared/content/events.ts';

export type CategoryFilter = 'all' | EventCategory;
export type PriceFilter = 'all' | 'free' | 'paid';

/** A choice of a filter: the key kept in state and the Swedish label the visitor sees. */
export interface FilterOption<Key extends string> {
  key: Key;
  label: string;
}

export const priceFilters: FilterOption<PriceFilter>[] = [
  { key: 'all', label: 'Alla' },
  { key: 'free', label: 'Gratis' },
  { key: 'paid', label: 'Betal' },
];

export const sortOptions = [
  { key: 'dateAsc', label: 'Datum (tidigast först)' },
  { key: 'dateDesc', label: 'Datum (senast först)' },
  { key: 'priceAsc', label: 'Pris (lägst först)' },
  { key: 'priceDesc', label: 'Pris (högst först)' },
] as const;
export type SortKey = (typeof sortOptions)[number]['key'];

/** 'Alla' and the categories the events have (named in Swedish), in order of appearance. */
export function categoryFilters(events: Event[]): FilterOption<CategoryFilter>[] {
  const categories = [...new Set(events.map((event) => event.category))];
  return [{ key: 'all', label: 'Alla' }, ...categories.map((key) => ({ key, label: key }))];
}

export function filterEvents(
  events: Event[],
  category: CategoryFilter,
  price: PriceFilter,
): Event[] {
  return events.filter(
    (event) =>
      (category === 'all' || event.category === category) &&
      (price === 'all' || (price === 'free' ? event.price === 0 : event.price > 0)),
  );
}

const startOf = (event: Event) => `${event.startDate}T${event.startTime}`;
/** ISO dates and times sort as plain text (no collation: see #shared/digits.ts). */
const byDate = (a: Event, b: Event) => {
  const [left, right] = [startOf(a), startOf(b)];
  return left < right ? -1 : left > right ? 1 : 0;
};

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
