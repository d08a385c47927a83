import fs from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Event, eventCategories, ticketsTotal } from '#shared/content/events.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDialects } from '../../testing/test-db.ts';
import { sampleEvents } from './sample-events.ts';
import { seedSampleContent, seedSampleEvents } from './seed.ts';

describe.each(testDialects)('the sample events on %s', (dialect) => {
  let t: TestApp;
  const seed = () => seedSampleEvents(t.db, t.clock.now().toISOString());
  const listed = async () =>
    (await t.app.inject({ url: '/api/events' })).json<{ events: Event[] }>().events;

  beforeEach(async () => {
    t = await createTestApp({ dialect });
  });
  afterEach(() => t.close());

  it('are the spec’s four, published, with their prices, spots and pictures', async () => {
    await seed();
    const events = await listed();
    expect(events.map((e) => [e.id, e.category, e.ticketPrices, e.spotsLeft])).toEqual([
      ['worship-prayer-retreat', 'Retreat', { adult: 0, youth: 0, child: 0 }, 24],
      ['gospel-festival', 'Festival', { adult: 0, youth: 0, child: 0 }, 250],
      ['community-food-walk', 'Upplevelse', { adult: 150, youth: 100, child: 50 }, 8],
      ['gospel-jazz-praise', 'Konsert', { adult: 120, youth: 80, child: 60 }, 40],
    ]);
    expect(new Set(events.map((e) => e.category))).toEqual(new Set(eventCategories));
    for (const event of events) {
      expect(event.price).toBe(event.ticketPrices.adult);
      expect(fs.existsSync(`public${event.image}`)).toBe(true);
    }
    expect(sampleEvents).toHaveLength(4);
  });

  it('arrive once, leaving an event of the same id as it is', async () => {
    const cookie = await t.login();
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/events',
      headers: { cookie },
      payload: { ...sampleEvents[1], title: 'Our own festival', spotsLeft: 5 },
    });
    await seed();
    const festival = (await listed()).find((e) => e.id === 'gospel-festival');
    expect(festival).toMatchObject({ title: 'Our own festival', spotsLeft: 5 });

    // Deleted as an admin does: the lists served are kept until content changes.
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/events/community-food-walk',
      headers: { cookie },
    });
    expect(deleted.statusCode).toBeLessThan(300);
    await seed();
    expect((await listed()).map((e) => e.id)).not.toContain('community-food-walk');
  });

  it('are not created when the sample content is switched off', async () => {
    const outcome = await seedSampleContent({
      db: t.db,
      files: t.files,
      clock: t.clock,
      log: t.app.log,
      enabled: false,
    });
    expect(outcome).toBe('disabled');
    expect(await listed()).toEqual([]);
  });

  it('add up tickets in öre, so prices with decimals total exactly', () => {
    const prices = { adult: 120.1, youth: 0.2, child: 50 };
    expect(ticketsTotal(prices, { adult: 1, youth: 1, child: 0 })).toBe(120.3);
    expect(ticketsTotal(prices, { adult: 2, youth: 0, child: 1 })).toBe(290.2);
  });
});
