import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdminEvent, EventInput } from '#shared/schemas/events.ts';
import type { TicketOrderStatus } from '#shared/schemas/tickets.ts';
import { type AdminClient, signInAdmin } from '../../testing/admin-client.ts';
import { solvedChallenge } from '../../testing/challenge.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDialects } from '../../testing/test-db.ts';
import { filesIn, testImage } from '../../testing/uploads.ts';
import { seedSampleEvents } from '../sample-content/index.ts';

// The test clock says 2026-01-15, 11:00 in Stockholm.
const concert: EventInput = {
  id: 'spring-concert',
  title: 'Spring Concert',
  category: 'Konsert',
  startDate: '2026-03-20',
  startTime: '19:00',
  endDate: '',
  endTime: '21:00',
  location: 'Hoppets kyrka',
  city: 'Göteborg',
  description: 'Songs of spring.\n\nWith the choir.',
  priceAdult: 120.5,
  priceYouth: 80,
  priceChild: 0,
  spotsLeft: 50,
  status: 'published',
};

describe.each(testDialects)('/api/events and /api/admin/events on %s', (dialect) => {
  let t: TestApp;
  let admin: AdminClient;

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const publicIds = async () =>
    (await get('/api/events')).json<{ events: { id: string }[] }>().events.map((e) => e.id);
  const create = async (fields: Partial<EventInput> = {}) => {
    const response = await admin.send('POST', '/api/admin/events', { ...concert, ...fields });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ event: AdminEvent }>().event;
  };
  const patch = (id: string, fields: object) =>
    admin.send('PATCH', `/api/admin/events/${id}`, fields);
  const version = () => t.app.contentVersion(['events']);
  const addOrder = (eventId: string, status: TicketOrderStatus) =>
    t.db
      .insertInto('ticket_orders')
      .values({
        reference: `T-${status}${eventId}`.slice(0, 40),
        event_id: eventId,
        event_title: 'Spring Concert',
        name: 'Anna',
        email: 'anna@example.org',
        phone: '070',
        adult_qty: 2,
        youth_qty: 0,
        child_qty: 0,
        amount: 24_100,
        currency: 'sek',
        status,
        provider: 'sandbox',
        client_ref: null,
        expires_at: '2026-01-15T10:30:00.000Z',
        created_at: '2026-01-15T10:00:00.000Z',
        updated_at: '2026-01-15T10:00:00.000Z',
      })
      .execute();

  beforeEach(async () => {
    t = await createTestApp({ dialect });
    admin = await signInAdmin(t);
  });
  afterEach(() => t.close());

  describe('the public calls', () => {
    it('list the published events that have not ended, soonest first, in SEK', async () => {
      await seedSampleEvents(t.db, t.clock.now().toISOString());
      await create();
      await create({ id: 'draft-walk', status: 'draft', startDate: '2026-02-01' });
      await create({ id: 'ended-yesterday', startDate: '2026-01-10', endDate: '2026-01-14' });
      await create({ id: 'ends-today', startDate: '2026-01-13', endDate: '2026-01-15' });
      expect(await publicIds()).toEqual([
        'ends-today',
        'spring-concert',
        'worship-prayer-retreat',
        'gospel-festival',
        'community-food-walk',
        'gospel-jazz-praise',
      ]);
      const { event } = (await get('/api/events/spring-concert')).json();
      expect(event).toEqual({
        id: 'spring-concert',
        title: 'Spring Concert',
        category: 'Konsert',
        startDate: '2026-03-20',
        startTime: '19:00',
        endTime: '21:00',
        location: 'Hoppets kyrka',
        city: 'Göteborg',
        description: 'Songs of spring.\n\nWith the choir.',
        price: 120.5,
        ticketPrices: { adult: 120.5, youth: 80, child: 0 },
        image: '/images/events/default.svg',
        spotsLeft: 50,
        past: false,
        lang: 'en',
      });
    });

    it('give a past event at its address, marked past, and hide drafts and unknown ids', async () => {
      await create({ id: 'last-year', startDate: '2025-06-01' });
      await create({ id: 'not-yet', status: 'draft' });
      expect(await publicIds()).toEqual([]);
      expect((await get('/api/events/last-year')).json().event).toMatchObject({ past: true });
      for (const id of ['not-yet', 'nope']) {
        const response = await get(`/api/events/${id}`);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ error: 'Event not found.' });
      }
    });
  });

  describe('the admin calls', () => {
    it('refuse a visitor with 401 and change nothing', async () => {
      await create();
      admin.cookie = '';
      const image = { data: await testImage('png'), filename: 'a.png' };
      for (const response of [
        await admin.send('GET', '/api/admin/events'),
        await admin.send('POST', '/api/admin/events', { ...concert, id: 'other' }),
        await patch('spring-concert', { title: 'Changed' }),
        await admin.send('DELETE', '/api/admin/events/spring-concert'),
        await admin.sendForm('/api/admin/events/spring-concert/image', { image }, 'PUT'),
        await admin.send('DELETE', '/api/admin/events/spring-concert/image'),
        await admin.send('PUT', '/api/admin/events/spring-concert/spots', { spotsLeft: 1 }),
      ]) {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ error: expect.any(String) });
      }
      expect(await publicIds()).toEqual(['spring-concert']);
      expect((await get('/api/events/spring-concert')).json().event).toMatchObject({
        title: 'Spring Concert',
        spotsLeft: 50,
      });
    });

    it('create a draft by default, list every event with its state, and raise the version', async () => {
      const before = version();
      const { status: _, ...draft } = concert;
      const response = await admin.send('POST', '/api/admin/events', draft);
      expect(response.statusCode).toBe(201);
      expect(response.json().event).toMatchObject({
        id: 'spring-concert',
        status: 'draft',
        hasOrders: false,
        hasUploadedImage: false,
        createdAt: '2026-01-15T10:00:00.000Z',
      });
      expect(version()).not.toBe(before);
      const listed = (await admin.send('GET', '/api/admin/events')).json().events;
      expect(listed.map((e: AdminEvent) => [e.id, e.status])).toEqual([
        ['spring-concert', 'draft'],
      ]);
      expect(await publicIds()).toEqual([]);
    });

    it('refuse a taken id with 409 naming the field', async () => {
      await create();
      const response = await admin.send('POST', '/api/admin/events', concert);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        error: 'id: Another event already has this address name. Please choose another.',
      });
    });

    it('word their refusals in the language the admin page asks for', async () => {
      await create();
      const inSwedish = (method: 'POST' | 'PATCH', url: string, payload: object) =>
        t.app.inject({
          method,
          url,
          payload,
          headers: { cookie: admin.cookie, 'accept-language': 'sv' },
        });
      expect((await inSwedish('POST', '/api/admin/events', concert)).json()).toEqual({
        error: 'id: Ett annat evenemang har redan det adressnamnet. Välj ett annat.',
      });
      expect(
        (await inSwedish('POST', '/api/admin/events', { ...concert, id: 'x', title: '' })).json(),
      ).toEqual({ error: 'title: Ange titeln.' });
      expect(
        (
          await inSwedish('PATCH', '/api/admin/events/spring-concert', { startTime: '22:00' })
        ).json(),
      ).toEqual({ error: 'endTime: Sluttiden kan inte vara före starttiden.' });
    });

    it.each([
      ['id', { id: 'Spring Concert' }],
      ['id', { id: 'spring--concert' }],
      ['id', { id: '-spring' }],
      ['id', { id: 'x'.repeat(101) }],
      ['title', { title: '  ' }],
      ['title', { title: 'x'.repeat(201) }],
      ['category', { category: 'Picnic' }],
      ['startDate', { startDate: '2026-02-30' }],
      ['startDate', { startDate: '20-03-2026' }],
      ['startTime', { startTime: '24:00' }],
      ['endTime', { endTime: '7pm' }],
      ['endDate', { endDate: '2026-03-19' }],
      ['endTime', { endTime: '18:59' }],
      ['location', { location: '' }],
      ['city', { city: 'x'.repeat(101) }],
      ['description', { description: 'x'.repeat(10_001) }],
      ['priceAdult', { priceAdult: -1 }],
      ['priceYouth', { priceYouth: 100_000.01 }],
      ['priceChild', { priceChild: 10.005 }],
      ['priceChild', { priceChild: 'ten' }],
      ['spotsLeft', { spotsLeft: 1.5 }],
      ['spotsLeft', { spotsLeft: 100_001 }],
      ['status', { status: 'hidden' }],
    ])('refuse a bad %s with 400 naming it, storing nothing', async (field, fields) => {
      const response = await admin.send('POST', '/api/admin/events', { ...concert, ...fields });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(new RegExp(`^${field}: `));
      expect((await admin.send('GET', '/api/admin/events')).json().events).toEqual([]);
    });

    it('edit, publish and unpublish, checking the schedule as a whole', async () => {
      await create({ status: 'draft', endDate: '2026-03-21' });
      let before = version();
      const edited = await patch('spring-concert', { title: 'Spring Gala', status: 'published' });
      expect(edited.statusCode).toBe(200);
      expect(edited.json().event).toMatchObject({ title: 'Spring Gala', status: 'published' });
      expect(version()).not.toBe(before);
      expect(await publicIds()).toEqual(['spring-concert']);

      const early = await patch('spring-concert', { startDate: '2026-03-22' });
      expect(early.statusCode).toBe(400);
      expect(early.json()).toEqual({
        error: 'endDate: The end date cannot be before the start date.',
      });
      expect((await patch('spring-concert', { endDate: null })).statusCode).toBe(200);
      // A change that leaves the status out keeps the event published.
      expect(await publicIds()).toEqual(['spring-concert']);
      expect((await patch('spring-concert', { endTime: '18:00' })).statusCode).toBe(400);

      before = version();
      expect((await patch('spring-concert', { status: 'draft' })).statusCode).toBe(200);
      expect(version()).not.toBe(before);
      expect(await publicIds()).toEqual([]);
      expect((await patch('nope', { title: 'x' })).statusCode).toBe(404);
      expect((await patch('spring-concert', { spotsLeft: -1 })).statusCode).toBe(400);
    });

    it('keep the prices of an event with orders, which keep what they charged', async () => {
      await create();
      await addOrder('spring-concert', 'pending');
      const repriced = await patch('spring-concert', { priceAdult: 150 });
      expect(repriced.statusCode).toBe(409);
      expect(repriced.json()).toEqual({
        error:
          'priceAdult: Ticket prices cannot change once tickets have been ordered for the event.',
      });
      // The same price again, and every other field, may still change.
      const edited = await patch('spring-concert', { priceAdult: 120.5, title: 'Spring Gala' });
      expect(edited.statusCode).toBe(200);
      expect(edited.json().event).toMatchObject({ hasOrders: true, price: 120.5 });
      const order = await t.db.selectFrom('ticket_orders').selectAll().executeTakeFirstOrThrow();
      expect(order).toMatchObject({ amount: 24_100, adult_qty: 2, event_title: 'Spring Concert' });
    });

    it('delete an event without live orders, and refuse one with paid orders', async () => {
      await create();
      await create({ id: 'sold', title: 'Sold' });
      await addOrder('spring-concert', 'expired');
      await addOrder('sold', 'paid');
      const before = version();
      const refused = await admin.send('DELETE', '/api/admin/events/sold');
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        error:
          'Tickets have been ordered for this event, so it cannot be deleted. Unpublish it instead.',
      });
      expect(version()).toBe(before);

      const deleted = await admin.send('DELETE', '/api/admin/events/spring-concert');
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json()).toEqual({ success: true });
      expect(version()).not.toBe(before);
      expect(await publicIds()).toEqual(['sold']);
      const orders = await t.db.selectFrom('ticket_orders').select('event_id').execute();
      expect(orders).toEqual([{ event_id: 'sold' }]);
      expect((await admin.send('DELETE', '/api/admin/events/spring-concert')).statusCode).toBe(404);
    });

    it('take an image through the image pipeline, replace it and remove it', async () => {
      await create();
      const upload = async () =>
        admin.sendForm(
          '/api/admin/events/spring-concert/image',
          { image: { data: await testImage('jpeg', 1200, 800), filename: 'concert.jpg' } },
          'PUT',
        );
      const first = await upload();
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json().event).toMatchObject({
        hasUploadedImage: true,
        image: expect.stringMatching(/^\/uploads\/[0-9a-f]{24}-1200\.webp$/),
      });
      // Every stored width, so that a phone loads the one it draws.
      const { image, imageSrcset } = first.json().event;
      const base = image.replace('-1200.webp', '');
      expect(imageSrcset).toBe(
        [320, 640, 768, 1024, 1200].map((width) => `${base}-${width}.webp ${width}w`).join(', '),
      );
      expect(filesIn(t.uploadsDir)).toHaveLength(5);
      const replaced = (await upload()).json().event;
      expect(replaced.image).not.toBe(first.json().event.image);
      expect(filesIn(t.uploadsDir)).toHaveLength(5);

      const before = version();
      const removed = await admin.send('DELETE', '/api/admin/events/spring-concert/image');
      expect(removed.json().event).toMatchObject({
        hasUploadedImage: false,
        image: '/images/events/default.svg',
      });
      expect(removed.json().event).not.toHaveProperty('imageSrcset');
      expect(version()).not.toBe(before);
      expect(filesIn(t.uploadsDir)).toEqual([]);

      const notImage = await admin.sendForm(
        '/api/admin/events/spring-concert/image',
        { image: { data: Buffer.from('hello'), filename: 'a.jpg' } },
        'PUT',
      );
      expect(notImage.statusCode).toBe(415);
      await upload();
      expect((await admin.send('DELETE', '/api/admin/events/spring-concert')).statusCode).toBe(200);
      expect(filesIn(t.uploadsDir)).toEqual([]);
    });

    it('set the spots left (PUT …/spots), raising the version', async () => {
      await create();
      const before = version();
      const put = (id: string, spotsLeft: unknown) =>
        admin.send('PUT', `/api/admin/events/${id}/spots`, { spotsLeft });
      const changed = await put('spring-concert', 12);
      expect(changed.statusCode).toBe(200);
      expect(changed.json()).toMatchObject({ event: { id: 'spring-concert', spotsLeft: 12 } });
      expect(version()).not.toBe(before);
      expect((await put('spring-concert', -1)).statusCode).toBe(400);
      expect((await put('spring-concert', 1.5)).statusCode).toBe(400);
      expect((await put('nope', 5)).statusCode).toBe(404);
    });
  });

  describe('ticket orders', () => {
    const order = (eventId: string, amount: number) => ({
      amount,
      eventTitle: 'Spring Concert',
      successUrl: 'http://localhost/events/x?session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: 'http://localhost/events/x',
      eventId,
      tickets: { adult: 2, youth: 0, child: 1 },
      name: 'Anna Svensson',
      email: 'anna@example.org',
      phone: '070-123 45 67',
    });
    const checkout = async (eventId: string, amount = 241) =>
      t.app.inject({
        method: 'POST',
        url: '/api/create-checkout-session',
        headers: { host: 'localhost' },
        payload: { ...order(eventId, amount), altcha: await solvedChallenge(t.app) },
      });

    it('are taken at prices with öre, and raise the version as they hold spots', async () => {
      await create();
      const before = version();
      const response = await checkout('spring-concert');
      expect(response.statusCode, response.body).toBe(200);
      expect(version()).not.toBe(before);
      const stored = await t.db.selectFrom('ticket_orders').selectAll().executeTakeFirstOrThrow();
      expect(stored.amount).toBe(24_100);
      expect((await get('/api/events/spring-concert')).json().event.spotsLeft).toBe(47);
    });

    it('are refused for a draft, a past or an unknown event', async () => {
      await create({ id: 'draft', status: 'draft' });
      await create({ id: 'past', startDate: '2026-01-14' });
      for (const [id, status, error] of [
        ['draft', 404, 'Event not found.'],
        ['nope', 404, 'Event not found.'],
        ['past', 409, 'This event has already taken place.'],
      ] as const) {
        const response = await checkout(id);
        expect(response.statusCode).toBe(status);
        expect(response.json()).toEqual({ error });
      }
      expect(await t.db.selectFrom('ticket_orders').selectAll().execute()).toEqual([]);
    });
  });
});
