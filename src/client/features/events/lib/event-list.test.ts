import { describe, expect, it } from 'vitest';
import {
  categoryFilters,
  filterEvents,
  formatPrice,
  type SortKey,
  sortEvents,
  sortOptions,
  spotsLevel,
} from './event-list.ts';
import { fixtureEvents as events } from './events.fixture.ts';

const ids = (list: { id: string }[]) => list.map((event) => event.id);

describe('filterEvents', () => {
  it('offers Alla and the categories present', () => {
    const labels = (list: { label: string }[]) => list.map((option) => option.label);
    expect(categoryFilters(events)[0]).toEqual({ key: 'all', label: 'Alla' });
    expect(labels(categoryFilters(events))).toEqual([
      'Alla',
      'Retreat',
      'Festival',
      'Upplevelse',
      'Konsert',
    ]);
    expect(labels(categoryFilters(events.slice(2)))).toEqual(['Alla', 'Upplevelse', 'Konsert']);
  });

  it('filters by category and by price', () => {
    expect(ids(filterEvents(events, 'all', 'all'))).toHaveLength(4);
    expect(ids(filterEvents(events, 'Konsert', 'all'))).toEqual(['gospel-jazz-praise']);
    expect(ids(filterEvents(events, 'all', 'free'))).toEqual([
      'worship-prayer-retreat',
      'gospel-festival',
    ]);
    expect(ids(filterEvents(events, 'all', 'paid'))).toEqual([
      'community-food-walk',
      'gospel-jazz-praise',
    ]);
    expect(filterEvents(events, 'Konsert', 'free')).toEqual([]);
  });
});

describe('sortEvents', () => {
  it('has the four sort keys with Swedish labels', () => {
    expect(sortOptions.map((o) => [o.key, o.label])).toEqual([
      ['dateAsc', 'Datum (tidigast först)'],
      ['dateDesc', 'Datum (senast först)'],
      ['priceAsc', 'Pris (lägst först)'],
      ['priceDesc', 'Pris (högst först)'],
    ]);
  });

  // The ids in the expected order, by sort key; ties stay in date order.
  const expectedOrder: Record<SortKey, string> = {
    dateAsc: 'worship-prayer-retreat gospel-festival community-food-walk gospel-jazz-praise',
    dateDesc: 'gospel-jazz-praise community-food-walk gospel-festival worship-prayer-retreat',
    priceAsc: 'worship-prayer-retreat gospel-festival gospel-jazz-praise community-food-walk',
    priceDesc: 'community-food-walk gospel-jazz-praise worship-prayer-retreat gospel-festival',
  };

  it.each(Object.keys(expectedOrder) as SortKey[])(
    'sorts by %s, ties in date order, without changing the list',
    (key) => {
      const shuffled = [...events].reverse();
      expect(ids(sortEvents(shuffled, key))).toEqual(expectedOrder[key].split(' '));
      expect(ids(shuffled)[0]).toBe('gospel-jazz-praise');
    },
  );

  it('sorts events on the same day by start time', () => {
    const [a, b] = events as [(typeof events)[0], (typeof events)[0]];
    const early = { ...a, id: 'early', startDate: '2027-01-01', startTime: '09:00' };
    const late = { ...b, id: 'late', startDate: '2027-01-01', startTime: '18:00' };
    expect(ids(sortEvents([late, early], 'dateAsc'))).toEqual(['early', 'late']);
  });
});

describe('spotsLevel', () => {
  it.each([
    [0, 'none'],
    [1, 'low'],
    [10, 'low'],
    [11, 'medium'],
    [30, 'medium'],
    [31, 'high'],
    [250, 'high'],
  ])('%i spots left is %s', (spots, level) => {
    expect(spotsLevel(spots)).toBe(level);
  });
});

describe('formatPrice', () => {
  it('shows Gratis or the amount in kr', () => {
    expect(formatPrice(0)).toBe('Gratis');
    expect(formatPrice(150)).toBe('150 kr');
  });
});
