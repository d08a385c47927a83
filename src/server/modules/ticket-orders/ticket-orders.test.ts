import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CheckoutSessionResponse } from '#shared/schemas/tickets.ts';
import { inEnglish } from '../../lib/http-error.ts';
import type { SandboxPayments } from '../../payments/sandbox/provider.ts';
import type { CheckoutSessionObject } from '../../payments/stripe/wire.ts';
import { solvedChallenge } from '../../testing/challenge.ts';
import { postStripeEvent, sandboxOf } from '../../testing/payments.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDialects } from '../../testing/test-db.ts';
import { CHALLENGE_FAILED_MESSAGE } from '../challenge/index.ts';
import { seedSampleEvents } from '../sample-content/index.ts';
import { CHECKOUT_MINUTES, HOLD_LIMIT, MESSAGES } from './service.ts';

const SITE = 'http://localhost';
const EVENT_URL = `${SITE}/events/community-food-walk`;
const buyer = { name: 'Anna Svensson', email: 'anna@example.org', phone: '070-123 45 67' };
/** 2 adults at 150 and 1 child at 50: 350 kr. */
const order = {
  amount: 350,
  eventTitle: 'Community Food Walk',
  successUrl: `${EVENT_URL}?session_id={CHECKOUT_SESSION_ID}`,
  cancelUrl: EVENT_URL,
  eventId: 'community-food-walk',
  tickets: { adult: 2, youth: 0, child: 1 },
  ...buyer,
};

describe.each(testDialects)('ticket orders on %s', (dialect) => {
  let t: TestApp;
  let sandbox: SandboxPayments;
  let ip = 0;

  const checkout = async (
    body: Record<string, unknown> = {},
    options: { ip?: string; altcha?: boolean; language?: string } = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/create-checkout-session',
      headers: {
        host: 'localhost',
        ...(options.language ? { 'accept-language': options.language } : {}),
      },
      payload: {
        ...order,
        ...(options.altcha === false ? {} : { altcha: await solvedChallenge(t.app) }),
        ...body,
      },
      // A fresh client address each time, so that the checkout rate limit stays out of the way.
      remoteAddress: options.ip ?? `203.0.113.${++ip}`,
    });
  const cancelOrder = (sessionId: string) =>
    t.app.inject({ method: 'POST', url: '/api/ticket-orders/cancel', payload: { sessionId } });
  const start = async (body: Record<string, unknown> = {}) => {
    const response = await checkout(body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CheckoutSessionResponse>();
  };
  const sendTicketEmail = (sessionId: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/send-ticket-email',
      payload: { sessionId, ...buyer, eventTitle: order.eventTitle, tickets: order.tickets },
    });
  const spotsLeft = async (id = 'community-food-walk') =>
    (
      await t.db
        .selectFrom('events')
        .select('spots_left')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).spots_left;
  const orders = () => t.db.selectFrom('ticket_orders').selectAll().orderBy('id').execute();
  const outbox = () => t.db.selectFrom('outbox').selectAll().orderBy('id').execute();
  const settle = () => sandbox.whenDelivered();
  const pay = async (sessionId: string) => {
    await sandbox.checkout.answer(sessionId, 'pay');
    await settle();
  };
  /** Delivers an event to the webhook as the provider would, signed. */
  const deliver = async (type: string, object: CheckoutSessionObject) => {
    const event = {
      id: `evt_test_${++ip}`,
      object: 'event',
      created: Math.floor(Date.now() / 1000),
      type,
      data: { object },
    };
    const response = await postStripeEvent(t.app, event, sandbox.webhookSecret);
    expect(response.statusCode, response.body).toBe(200);
  };
  const session = async (id: string) =>
    (await sandbox.checkout.retrieve(id)) as CheckoutSessionObject;

  beforeEach(async () => {
    t = await createTestApp({ dialect });
    await seedSampleEvents(t.db, t.clock.now().toISOString());
    sandbox = sandboxOf(t);
  });
  afterEach(() => t.close());

  describe('POST /api/create-checkout-session', () => {
    it('computes the amount, stores a pending order, reserves the spots and opens a checkout', async () => {
      const result = await start();
      expect(result.publicKey).toBe(sandbox.publishableKey);
      expect(result.url).toBe(`/sandbox/checkout/${result.sessionId}`);
      expect(await session(result.sessionId)).toMatchObject({
        status: 'open',
        payment_status: 'unpaid',
        amount_total: 35_000,
        currency: 'sek',
        metadata: { purpose: 'tickets', event_id: 'community-food-walk' },
      });
      const [stored] = await orders();
      expect(stored).toMatchObject({
        event_id: 'community-food-walk',
        event_title: 'Community Food Walk',
        ...buyer,
        adult_qty: 2,
        youth_qty: 0,
        child_qty: 1,
        amount: 35_000,
        currency: 'sek',
        status: 'pending',
        provider: 'sandbox',
        session_id: result.sessionId,
        paid_at: null,
      });
      expect(stored?.reference).toMatch(/^T-[2-9A-HJ-NP-Z]{8}$/);
      expect(Date.parse(stored?.expires_at ?? '') - t.clock.now().getTime()).toBe(
        CHECKOUT_MINUTES * 60_000,
      );
      expect(await spotsLeft()).toBe(5);
      expect(await outbox()).toEqual([]);
    });

    it.each([
      ['too low', 1],
      ['too high', 500],
      ['the price of one ticket', 150],
    ])('refuses a tampered amount (%s) and reserves nothing', async (_case, amount) => {
      const response = await checkout({ amount });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: inEnglish(MESSAGES.amountMismatch(350)) });
      expect(await orders()).toEqual([]);
      expect(await spotsLeft()).toBe(8);
    });

    it.each([
      [
        'successUrl',
        'https://evil.example/events/community-food-walk?session_id={CHECKOUT_SESSION_ID}',
      ],
      ['successUrl', 'http://localhost:81/events/community-food-walk'],
      ['cancelUrl', 'https://evil.example/'],
      ['cancelUrl', 'javascript:alert(1)'],
      ['cancelUrl', '/events/community-food-walk'],
    ])('refuses a %s that is not on this site (%s)', async (field, url) => {
      const response = await checkout({ [field]: url });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: inEnglish(MESSAGES.foreignUrl) });
      expect(await orders()).toEqual([]);
      expect(await spotsLeft()).toBe(8);
    });

    it('accepts return URLs on the configured public address', async () => {
      await t.close();
      t = await createTestApp({ dialect, env: { PUBLIC_URL: 'https://charity.example' } });
      await seedSampleEvents(t.db, t.clock.now().toISOString());
      sandbox = sandboxOf(t);
      const url = 'https://charity.example/events/community-food-walk';
      expect((await checkout({ successUrl: url, cancelUrl: url })).statusCode).toBe(200);
      expect((await checkout()).statusCode).toBe(400);
    });

    it('refuses more tickets than spots left, and says how many are left', async () => {
      const response = await checkout({
        amount: 9 * 150,
        tickets: { adult: 9, youth: 0, child: 0 },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ error: 'Only 8 spots are left for this event.' });
      expect(await orders()).toEqual([]);
      expect(await spotsLeft()).toBe(8);

      const swedish = await checkout(
        { amount: 9 * 150, tickets: { adult: 9, youth: 0, child: 0 } },
        { language: 'sv' },
      );
      expect(swedish.json()).toEqual({ error: 'Det finns bara 8 platser kvar till evenemanget.' });

      await t.db.updateTable('events').set({ spots_left: 1 }).execute();
      const one = await checkout({}, { language: 'sv' });
      expect(one.json()).toEqual({ error: 'Det finns bara 1 plats kvar till evenemanget.' });

      await t.db.updateTable('events').set({ spots_left: 0 }).execute();
      expect((await checkout({}, { language: 'sv' })).json()).toEqual({
        error: 'Evenemanget är fullbokat.',
      });
      const soldOut = await checkout();
      expect(soldOut.statusCode).toBe(409);
      expect(soldOut.json()).toEqual({ error: 'This event is fully booked.' });
    });

    it('refuses an unknown event, a free event and an order without tickets', async () => {
      const unknown = await checkout({ eventId: 'nope' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ error: 'Event not found.' });
      const free = await checkout({ eventId: 'gospel-festival', amount: 0 });
      expect(free.statusCode).toBe(400);
      expect(free.json()).toEqual({ error: inEnglish(MESSAGES.freeEvent) });
      const none = await checkout({ amount: 0, tickets: { adult: 0, youth: 0, child: 0 } });
      expect(none.statusCode).toBe(400);
      expect(none.json()).toEqual({ error: inEnglish(MESSAGES.noTickets) });
      expect(await orders()).toEqual([]);
    });

    it.each([
      [
        { tickets: { adult: -1, youth: 0, child: 3 } },
        'tickets.adult: Ticket quantities cannot be below 0.',
      ],
      [
        { tickets: { adult: 1.5, youth: 0, child: 0 } },
        'tickets.adult: Ticket quantities must be whole numbers.',
      ],
      [{ name: '  ' }, 'name: Please enter your full name.'],
      [{ email: 'anna' }, 'email: Please enter a valid email address.'],
      [{ phone: '' }, 'phone: Please enter your phone number.'],
    ])('validates the payload: %j', async (body, error) => {
      const response = await checkout(body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error });
    });

    it('never sells more than the spots left to concurrent orders for the last spots', async () => {
      await t.db
        .updateTable('events')
        .set({ spots_left: 3 })
        .where('id', '=', 'community-food-walk')
        .execute();
      const pairs = { amount: 300, tickets: { adult: 2, youth: 0, child: 0 } };
      const singles = { amount: 150, tickets: { adult: 1, youth: 0, child: 0 } };
      const responses = await Promise.all([
        checkout(pairs),
        checkout(pairs),
        checkout(singles),
        checkout(singles),
        checkout(pairs),
        checkout(singles),
      ]);
      const statuses = responses.map((r) => r.statusCode);
      expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
      const sold = (await orders()).reduce((sum, o) => sum + o.adult_qty, 0);
      expect(sold).toBe(3);
      expect(await spotsLeft()).toBe(0);
      expect((await orders()).length).toBe(statuses.filter((s) => s === 200).length);
    });

    it('gives the spots back when the provider cannot open a checkout', async () => {
      sandbox.createCheckout = async () => {
        throw new Error('provider down');
      };
      const response = await checkout();
      expect(response.statusCode).toBe(500);
      expect(await orders()).toMatchObject([{ status: 'cancelled', session_id: null }]);
      expect(await spotsLeft()).toBe(8);
    });

    it('releases checkouts that lapsed without word from the provider before reserving', async () => {
      await t.db
        .updateTable('events')
        .set({ spots_left: 3 })
        .where('id', '=', 'community-food-walk')
        .execute();
      await start();
      expect(await spotsLeft()).toBe(0);
      sandbox.setEventSink(undefined);
      t.clock.advance((CHECKOUT_MINUTES + 6) * 60_000);
      await start();
      expect((await orders()).map((o) => o.status)).toEqual(['expired', 'pending']);
      expect(await spotsLeft()).toBe(0);
    });

    it('needs a solved proof-of-work challenge, used once', async () => {
      const missing = await checkout({}, { altcha: false });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual({ error: inEnglish(CHALLENGE_FAILED_MESSAGE) });
      const altcha = await solvedChallenge(t.app);
      const first = await checkout({ altcha }, { altcha: false });
      const replay = await checkout({ altcha }, { altcha: false });
      expect([first.statusCode, replay.statusCode]).toEqual([200, 400]);
      expect(await orders()).toHaveLength(1);
    });

    it(`holds at most ${HOLD_LIMIT} spots at once for one client or one e-mail address`, async () => {
      const jazz = (adults: number, body: Record<string, unknown> = {}) => ({
        eventId: 'gospel-jazz-praise',
        amount: adults * 120,
        tickets: { adult: adults, youth: 0, child: 0 },
        ...body,
      });
      const client = '198.51.100.20';
      expect((await checkout(jazz(6), { ip: client })).statusCode).toBe(200);
      const sameClient = await checkout(jazz(5, { email: 'other@example.org' }), { ip: client });
      expect(sameClient.statusCode).toBe(429);
      expect(sameClient.json()).toEqual({ error: inEnglish(MESSAGES.holdLimit) });
      const sameEmail = await checkout(jazz(5), { ip: '198.51.100.21' });
      expect(sameEmail.statusCode).toBe(429);
      expect(sameEmail.json()).toEqual({ error: inEnglish(MESSAGES.holdLimit) });
      expect((await checkout(jazz(4), { ip: client })).statusCode).toBe(200);
      expect(
        (await checkout(jazz(5, { email: 'bo@example.org' }), { ip: '198.51.100.22' })).statusCode,
      ).toBe(200);
      expect(await spotsLeft('gospel-jazz-praise')).toBe(25);

      // Given back, the spots no longer count.
      const [first] = await orders();
      expect((await cancelOrder(first?.session_id ?? '')).statusCode).toBe(200);
      expect((await checkout(jazz(5), { ip: client })).statusCode).toBe(200);
    });

    it('asks the provider for the shortest checkout, and holds the spots no longer', async () => {
      const { sessionId } = await start();
      expect(CHECKOUT_MINUTES).toBe(30);
      expect((await session(sessionId)).expires_at * 1000).toBe(
        t.clock.now().getTime() + 30 * 60_000,
      );
      sandbox.setEventSink(undefined);
      t.clock.advance(31 * 60_000);
      await start({ amount: 150, tickets: { adult: 1, youth: 0, child: 0 } });
      expect((await orders()).map((o) => o.status)).toEqual(['expired', 'pending']);
      expect(await spotsLeft()).toBe(7);
    });

    it('counts an IPv6 client by its /64 for the checkout limit', async () => {
      const one = { amount: 150, tickets: { adult: 1, youth: 0, child: 0 } };
      for (let i = 1; i <= 10; i += 1) {
        const body = { ...one, email: `buyer${i}@example.org` };
        const response = await checkout(body, { ip: `2001:db8:5:6::${i}` });
        expect(response.statusCode).not.toBe(429);
        if (response.statusCode === 200) await cancelOrder(response.json().sessionId);
      }
      const refused = await checkout(one, { ip: '2001:db8:5:6:ffff::1' });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ error: 'Too many requests. Please try again later.' });
    });
  });

  describe('POST /api/ticket-orders/cancel (the buyer came back without paying)', () => {
    it('expires the checkout at the provider and gives the spots back at once, once', async () => {
      const { sessionId } = await start();
      expect(await spotsLeft()).toBe(5);
      const cancelled = await cancelOrder(sessionId);
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(cancelled.json()).toEqual({ status: 'cancelled' });
      expect(await spotsLeft()).toBe(8);
      expect((await session(sessionId)).status).toBe('expired');
      await settle();
      expect((await cancelOrder(sessionId)).json()).toEqual({ status: 'cancelled' });
      expect(await spotsLeft()).toBe(8);
      expect((await orders())[0]?.status).toBe('cancelled');
    });

    it('leaves a paid order alone, and answers 404 for an unknown session', async () => {
      const { sessionId } = await start();
      await pay(sessionId);
      expect((await cancelOrder(sessionId)).json()).toEqual({ status: 'paid' });
      expect(await spotsLeft()).toBe(5);
      const unknown = await cancelOrder('cs_test_unknown');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ error: inEnglish(MESSAGES.orderNotFound) });
    });
  });

  describe('paying in the sandbox', () => {
    it('marks the order paid on the verified completion and sends one ticket e-mail with a calendar file', async () => {
      const { sessionId } = await start();
      await pay(sessionId);
      const [paid] = await orders();
      expect(paid).toMatchObject({ status: 'paid', paid_at: t.clock.now().toISOString() });
      expect(await spotsLeft()).toBe(5);

      const [mail, ...more] = await outbox();
      expect(more).toEqual([]);
      expect(mail).toMatchObject({
        to_address: 'anna@example.org',
        subject: 'Your tickets: Community Food Walk, 12 June 2027',
        dedupe_key: `ticket-order:${paid?.id}`,
      });
      for (const line of [
        'Hello Anna Svensson,',
        'Event: Community Food Walk',
        'Date and time: 12 June 2027, 11:00–15:00',
        'Place: Start at Medborgarplatsen, Stockholm',
        '  2 × Adult (20+ years) at 150 kr = 300 kr',
        '  1 × Child (4-12 years) at 50 kr = 50 kr',
        'Total: 350 kr',
        `Order reference: ${paid?.reference}`,
      ]) {
        expect(mail?.text_body).toContain(line);
      }
      const [attachment] = JSON.parse(mail?.attachments ?? '[]') as {
        filename: string;
        contentType: string;
        content: string;
      }[];
      expect(attachment).toMatchObject({
        filename: 'community-food-walk.ics',
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      });
      const ics = Buffer.from(attachment?.content ?? '', 'base64').toString('utf8');
      expect(ics).toContain('DTSTART;TZID=Europe/Stockholm:20270612T110000\r\n');
      expect(ics).toContain(`UID:ticket-order-${paid?.reference}@`);

      const confirm = await sendTicketEmail(sessionId);
      expect(confirm.json()).toEqual({ status: 'paid' });
      expect(await outbox()).toHaveLength(1);
    });

    it('writes the ticket e-mail in the language of the page the order was made from', async () => {
      const refused = await checkout({ email: 'anna' }, { language: 'sv' });
      expect(refused.json()).toEqual({ error: 'email: Fyll i en giltig e-postadress.' });

      const response = await checkout({}, { language: 'sv' });
      const { sessionId } = response.json<CheckoutSessionResponse>();
      await pay(sessionId);
      expect(await orders()).toMatchObject([{ status: 'paid', locale: 'sv' }]);
      const [mail] = await outbox();
      expect(mail?.subject).toBe('Dina biljetter: Community Food Walk, 12 juni 2027');
      for (const line of [
        'Hej Anna Svensson!',
        'Datum och tid: 12 juni 2027 kl. 11:00–15:00',
        '  2 × Vuxen (20+ år) à 150\u00a0kr = 300\u00a0kr',
        'Totalt: 350\u00a0kr',
      ]) {
        expect(mail?.text_body).toContain(line);
      }
    });

    it('serves the hosted checkout page and follows the buyer back to the site', async () => {
      const { sessionId, url } = await start();
      const page = await t.app.inject({ url });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Test stand-in: not the real Stripe Checkout');
      expect(page.body).toContain('Community Food Walk: Adult (20+ years)');
      expect(page.body).toContain('Pay (test)');

      const paid = await t.app.inject({
        method: 'POST',
        url,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: SITE,
          host: 'localhost',
        },
        payload: 'outcome=pay',
      });
      expect(paid.statusCode).toBe(303);
      expect(paid.headers.location).toBe(`${EVENT_URL}?session_id=${sessionId}`);
      await settle();
      expect((await orders())[0]?.status).toBe('paid');
      expect((await t.app.inject({ url })).statusCode).toBe(404);
    });

    it('serves the hosted checkout page in Swedish for an order from a Swedish page', async () => {
      const swedishPage = `${SITE}/sv/events/community-food-walk`;
      const response = await checkout(
        { successUrl: `${swedishPage}?session_id={CHECKOUT_SESSION_ID}`, cancelUrl: swedishPage },
        { language: 'sv' },
      );
      const page = await t.app.inject({ url: response.json<CheckoutSessionResponse>().url });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<html lang="sv">');
      expect(page.body).toContain('Testsida: inte riktiga Stripe Checkout');
      expect(page.body).toContain('>Betala (test)</button>');
      expect(page.body).not.toContain('Pay (test)');
    });

    it('releases the spots once when the buyer cancels, and sends nothing', async () => {
      const { sessionId, url } = await start();
      const cancelled = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'outcome=cancel',
      });
      expect(cancelled.statusCode).toBe(303);
      expect(cancelled.headers.location).toBe(EVENT_URL);
      await settle();
      expect((await orders())[0]?.status).toBe('expired');
      expect(await spotsLeft()).toBe(8);

      await deliver('checkout.session.expired', await session(sessionId));
      expect(await spotsLeft()).toBe(8);
      expect((await sendTicketEmail(sessionId)).json()).toEqual({ status: 'expired' });
      expect(await outbox()).toEqual([]);
    });

    it('releases the spots when the checkout expires unanswered', async () => {
      const { sessionId } = await start();
      t.clock.advance(CHECKOUT_MINUTES * 60_000);
      expect((await sandbox.retrieveCheckout(sessionId))?.status).toBe('expired');
      await settle();
      expect((await orders())[0]?.status).toBe('expired');
      expect(await spotsLeft()).toBe(8);
    });
  });

  describe('POST /api/send-ticket-email', () => {
    it('sends nothing for an order that is not paid', async () => {
      const { sessionId } = await start();
      const response = await sendTicketEmail(sessionId);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'pending' });
      expect(await outbox()).toEqual([]);
    });

    it('asks the provider when the webhook has not arrived, and still sends one e-mail', async () => {
      const { sessionId } = await start();
      sandbox.setEventSink(undefined);
      await sandbox.checkout.answer(sessionId, 'pay');
      expect((await sendTicketEmail(sessionId)).json()).toEqual({ status: 'paid' });
      expect((await sendTicketEmail(sessionId)).json()).toEqual({ status: 'paid' });
      expect(await outbox()).toHaveLength(1);

      // The webhook arrives late: nothing changes.
      await deliver('checkout.session.completed', await session(sessionId));
      expect(await outbox()).toHaveLength(1);
      expect(await spotsLeft()).toBe(5);
    });

    it('answers 404 for an unknown session and 400 without one', async () => {
      const unknown = await sendTicketEmail('cs_test_unknown');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ error: 'Order not found.' });
      const missing = await t.app.inject({
        method: 'POST',
        url: '/api/send-ticket-email',
        payload: buyer,
      });
      expect(missing.statusCode).toBe(400);
      expect(await outbox()).toEqual([]);
    });
  });

  describe('webhook events', () => {
    it('handles a duplicate completion once', async () => {
      const { sessionId } = await start();
      await pay(sessionId);
      const completed = await session(sessionId);
      await deliver('checkout.session.completed', completed);
      await deliver('checkout.session.completed', completed);
      expect((await orders()).map((o) => o.status)).toEqual(['paid']);
      expect(await spotsLeft()).toBe(5);
      expect(await outbox()).toHaveLength(1);
    });

    it('keeps a paid order paid when an expiry arrives after the completion', async () => {
      const { sessionId } = await start();
      await pay(sessionId);
      await deliver('checkout.session.expired', {
        ...(await session(sessionId)),
        status: 'expired',
      });
      expect((await orders())[0]?.status).toBe('paid');
      expect(await spotsLeft()).toBe(5);
    });

    it('honours a payment that arrives after its reservation was released', async () => {
      const { sessionId } = await start();
      const open = await session(sessionId);
      await deliver('checkout.session.expired', { ...open, status: 'expired' });
      expect(await spotsLeft()).toBe(8);
      await deliver('checkout.session.completed', {
        ...open,
        status: 'complete',
        payment_status: 'paid',
      });
      expect((await orders())[0]?.status).toBe('paid');
      expect(await spotsLeft()).toBe(5);
      expect(await outbox()).toHaveLength(1);
    });

    it('does not mark an order paid for a different amount, nor touch other payments', async () => {
      const { sessionId } = await start();
      const open = await session(sessionId);
      await deliver('checkout.session.completed', {
        ...open,
        status: 'complete',
        payment_status: 'paid',
        amount_total: 100,
      });
      await deliver('checkout.session.completed', {
        ...open,
        status: 'complete',
        payment_status: 'paid',
        metadata: { purpose: 'donation' },
      });
      expect((await orders())[0]?.status).toBe('pending');
      expect(await outbox()).toEqual([]);
    });
  });

  describe('admin views', () => {
    it('lists the orders and exports them as CSV, for the admin only', async () => {
      const { sessionId } = await start();
      await pay(sessionId);
      expect((await t.app.inject({ url: '/api/admin/ticket-orders' })).statusCode).toBe(401);
      expect((await t.app.inject({ url: '/api/admin/export/ticket-orders.csv' })).statusCode).toBe(
        401,
      );

      const cookie = await t.login();
      const list = await t.app.inject({ url: '/api/admin/ticket-orders', headers: { cookie } });
      const [row] = (await orders()) ?? [];
      expect(list.json()).toEqual({
        orders: [
          {
            reference: row?.reference,
            eventId: 'community-food-walk',
            eventTitle: 'Community Food Walk',
            ...buyer,
            tickets: { adult: 2, youth: 0, child: 1 },
            amount: 35_000,
            status: 'paid',
            createdAt: row?.created_at,
            paidAt: row?.paid_at,
            refundedOre: 0,
            disputeStatus: null,
          },
        ],
      });

      const csv = await t.app.inject({
        url: '/api/admin/export/ticket-orders.csv',
        headers: { cookie },
      });
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      const lines = csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(lines[0]).toBe(
        'Reference,Created,Paid,Event,Name,Email,Phone,Adult (20+ years),Youth (13-19 years),Child (4-12 years),Total (SEK),Status,Refunded (SEK),Net (SEK),Dispute',
      );
      expect(lines[1]).toBe(
        `${row?.reference},${row?.created_at},${row?.paid_at},Community Food Walk,Anna Svensson,anna@example.org,070-123 45 67,2,0,1,350.00,paid,0.00,350.00,`,
      );
    });

    it('exports and erases a buyer’s personal data: paid orders stay, without contact details', async () => {
      const paid = await start();
      await pay(paid.sessionId);
      const cancelled = await start({ amount: 150, tickets: { adult: 1, youth: 0, child: 0 } });
      await sandbox.checkout.answer(cancelled.sessionId, 'cancel');
      await settle();
      const cookie = await t.login();
      const exported = await t.app.inject({
        method: 'POST',
        url: '/api/admin/personal-data/export',
        headers: { cookie },
        payload: { email: 'ANNA@example.org' },
      });
      expect(exported.json().records.ticketOrders).toHaveLength(2);

      const erased = await t.app.inject({
        method: 'POST',
        url: '/api/admin/personal-data/erase',
        headers: { cookie },
        payload: { email: 'anna@example.org' },
      });
      expect(erased.json().erased.ticketOrders).toBe(2);
      expect(await orders()).toMatchObject([
        { status: 'paid', name: '', email: '', phone: '', amount: 35_000 },
      ]);
    });
  });

  describe('refunds and disputes', () => {
    const paidOrder = async () => {
      const { sessionId } = await start();
      await pay(sessionId);
      const [row] = await orders();
      return row?.payment_intent_id as string;
    };
    const sandboxCall = async (url: string, payload: Record<string, unknown>) => {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { cookie: await t.login() },
        payload,
      });
      expect(response.statusCode, response.body).toBe(200);
      await settle();
    };

    it('records a partial refund, and gives the spots back once when the order is refunded in full', async () => {
      const before = await spotsLeft();
      const paymentId = await paidOrder();
      expect(paymentId).toMatch(/^pi_/);
      expect(await spotsLeft()).toBe(before - 3);

      await sandboxCall(`/api/sandbox/payments/${paymentId}/refund`, { amountOre: 5_000 });
      expect(await orders()).toMatchObject([{ status: 'paid', refunded_ore: 5_000 }]);
      expect(await spotsLeft()).toBe(before - 3);

      await sandboxCall(`/api/sandbox/payments/${paymentId}/refund`, {});
      expect(await orders()).toMatchObject([{ status: 'paid', refunded_ore: 35_000 }]);
      expect(await spotsLeft()).toBe(before);

      // The same full refund told again (a new event id, as a resend from the dashboard) takes nothing.
      const charge = {
        id: 'ch_1',
        object: 'charge',
        amount: 35_000,
        amount_refunded: 35_000,
        currency: 'sek',
        payment_intent: paymentId,
        created: 1,
      };
      await postStripeEvent(
        t.app,
        {
          id: 'evt_again',
          object: 'event',
          created: 2,
          type: 'charge.refunded',
          data: { object: charge },
        },
        sandbox.webhookSecret,
      );
      expect(await spotsLeft()).toBe(before);

      const cookie = await t.login();
      const csv = await t.app.inject({
        url: '/api/admin/export/ticket-orders.csv',
        headers: { cookie },
      });
      expect(csv.body.trim().split('\r\n')[1]).toMatch(/,350\.00,paid,350\.00,0\.00,$/);
    });

    it('applies a full refund told before the checkout was: paid, refunded, spots given back', async () => {
      const before = await spotsLeft();
      const { sessionId } = await start();
      const charge = {
        id: 'ch_early',
        object: 'charge',
        amount: 35_000,
        amount_refunded: 35_000,
        currency: 'sek',
        payment_intent: 'pi_early',
        created: 1,
      };
      await postStripeEvent(
        t.app,
        {
          id: 'evt_early',
          object: 'event',
          created: 1,
          type: 'charge.refunded',
          data: { object: charge },
        },
        sandbox.webhookSecret,
      );
      const completed = {
        ...(await session(sessionId)),
        status: 'complete' as const,
        payment_status: 'paid' as const,
        payment_intent: 'pi_early',
      };
      await deliver('checkout.session.completed', completed);
      expect(await orders()).toMatchObject([
        { status: 'paid', payment_intent_id: 'pi_early', refunded_ore: 35_000 },
      ]);
      expect(await spotsLeft()).toBe(before);
    });

    it('records a dispute on the order', async () => {
      const paymentId = await paidOrder();
      await sandboxCall(`/api/sandbox/payments/${paymentId}/dispute`, { status: 'needs_response' });
      await sandboxCall(`/api/sandbox/payments/${paymentId}/dispute`, { status: 'won' });
      const cookie = await t.login();
      const list = await t.app.inject({ url: '/api/admin/ticket-orders', headers: { cookie } });
      expect(list.json().orders).toMatchObject([{ disputeStatus: 'won', refundedOre: 0 }]);
    });
  });
});
