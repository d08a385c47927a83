import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { eventCategories, events, isFreeEvent, ticketsTotal } from './events.ts';

const publicFile = (url: string) => fs.existsSync(`public${url}`);

describe('the built-in events', () => {
  it('are the spec’s four, with its categories and prices', () => {
    expect(events.map((e) => [e.id, e.category, e.ticketPrices])).toEqual([
      ['worship-prayer-retreat', 'Retreat', { adult: 0, youth: 0, child: 0 }],
      ['gospel-festival', 'Festival', { adult: 0, youth: 0, child: 0 }],
      ['community-food-walk', 'Upplevelse', { adult: 150, youth: 100, child: 50 }],
      ['gospel-jazz-praise', 'Konsert', { adult: 120, youth: 80, child: 60 }],
    ]);
    expect(new Set(events.map((e) => e.category))).toEqual(new Set(eventCategories));
  });

  it('give an adult’s price as their price, are in 2027 and have their pictures', () => {
    for (const event of events) {
      expect(event.price).toBe(event.ticketPrices.adult);
      expect(isFreeEvent(event)).toBe(event.price === 0);
      expect(event.startDate).toMatch(/^2027-\d\d-\d\d$/);
      expect((event.endDate ?? event.startDate) >= event.startDate).toBe(true);
      expect(event.startTime).toMatch(/^\d\d:\d\d$/);
      expect(publicFile(event.image)).toBe(true);
    }
  });

  it('add up tickets as quantity times price', () => {
    const walk = events.find((e) => e.id === 'community-food-walk')!;
    expect(ticketsTotal(walk.ticketPrices, { adult: 2, youth: 0, child: 1 })).toBe(350);
    expect(ticketsTotal(walk.ticketPrices, { adult: 1, youth: 1, child: 1 })).toBe(300);
  });
});
