import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatSek } from '#shared/donations.ts';
import { TEST_CARDS } from '#shared/payments/sandbox-cards.ts';
import type { MyGiftsResponse } from '#shared/schemas/my-gifts.ts';
import type { SandboxPayments } from '../../payments/sandbox/provider.ts';
import { solvedChallenge } from '../../testing/challenge.ts';
import { giftRow } from '../../testing/gifts.ts';
import { sandboxOf, startMonthlyGift } from '../../testing/payments.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDialects } from '../../testing/test-db.ts';
import { donorSignInsData } from './personal-data.ts';
import { DONOR_COOKIE } from './routes.ts';
import { LINKS_PER_ADDRESS } from './service.ts';

const ANNA = 'anna@example.org';
const BO = 'bo@example.org';

describe.each(testDialects)('My gifts on %s', (dialect) => {
  let t: TestApp;
  let sandbox: SandboxPayments;

  beforeEach(async () => {
    t = await createTestApp({ dialect });
    sandbox = sandboxOf(t);
  });
  afterEach(() => t.close());

  /** Asks for a link and waits for the work that follows the answer. */
  async function requestLink(email: string, options: { ip?: string; language?: string } = {}) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/my-gifts/sign-in-links',
      payload: { email, altcha: await solvedChallenge(t.app) },
      remoteAddress: options.ip ?? '203.0.113.7',
      headers: options.language ? { 'accept-language': options.language } : {},
    });
    await t.app.afterAnswer.settled();
    return response;
  }
  const linkEmails = async () =>
    (await t.outbox()).filter((message) => message.subject.includes('sign-in link'));
  /** The link's token, which the outbox keeps apart from the text until the e-mail is sent. */
  const tokenOf = (message: { secret: string | null } | undefined) => message?.secret ?? '';
  const exchange = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/my-gifts/sessions', payload: { token } });

  /** Asks for a link, reads it from the outbox and signs in: the Cookie header. */
  async function signIn(email: string): Promise<string> {
    await requestLink(email);
    const message = (await linkEmails()).findLast((m) => m.to_address === email);
    const response = await exchange(tokenOf(message));
    const cookie = response.cookies.find((c) => c.name === DONOR_COOKIE);
    if (!cookie) throw new Error(`sign-in failed: ${response.body}`);
    return `${DONOR_COOKIE}=${cookie.value}`;
  }

  /** A monthly card gift through the sandbox, as the Home page's form makes it. */
  async function giveMonthly(email: string, amount = 100) {
    const response = await startMonthlyGift(t, { amount, donorName: 'Giver', donorEmail: email });
    expect(response.statusCode).toBe(200);
    const row = await t.db
      .selectFrom('donation_subscriptions')
      .selectAll()
      .where('provider_ref', '=', response.json<{ subscriptionId: string }>().subscriptionId)
      .executeTakeFirstOrThrow();
    return row;
  }

  const list = (cookie: string, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/my-gifts${query}`, headers: { cookie } });
  const subscription = (id: number) =>
    t.db
      .selectFrom('donation_subscriptions')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  describe('sign-in by e-mail link', () => {
    it('answers alike for known and unknown addresses, and e-mails only a donor', async () => {
      await giveMonthly(ANNA);
      const known = await requestLink('Anna@Example.org');
      const unknown = await requestLink('nobody@example.org');
      expect(known.statusCode).toBe(202);
      expect(unknown.statusCode).toBe(202);
      expect(unknown.body).toBe(known.body);
      const sent = await linkEmails();
      expect(sent.map((m) => m.to_address)).toEqual([ANNA]);
      expect(sent[0]?.text_body).toMatch(/^http:\/\/localhost(:\d+)?\/my-gifts\?token=/m);
      expect(sent[0]?.text_body).toContain('30 minutes');
      // The database holds only the token's hash.
      const link = await t.db.selectFrom('donor_sign_in_links').selectAll().executeTakeFirst();
      expect(sent[0]?.text_body).not.toContain(link?.token_hash);
    });

    it('answers before it looks at the address, so a donor’s answer takes no longer', async () => {
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      const slow = await createTestApp({
        dialect,
        mailer: (outbox) => ({ send: async (message) => held.then(() => outbox.send(message)) }),
      });
      try {
        await slow.db
          .insertInto('donations')
          .values(giftRow(ANNA, 5_000, '2026-01-15T09:00:00.000Z', 'pi_a'))
          .execute();
        const request = slow.app.inject({
          method: 'POST',
          url: '/api/my-gifts/sign-in-links',
          payload: { email: ANNA, altcha: await solvedChallenge(slow.app) },
        });
        const answer = await Promise.race([
          request,
          new Promise<'no answer'>((resolve) => setTimeout(() => resolve('no answer'), 3_000)),
        ]);
        expect(answer).not.toBe('no answer');
        expect((answer as Awaited<typeof request>).statusCode).toBe(202);
        expect(await slow.outbox()).toEqual([]);
        release();
        await slow.app.afterAnswer.settled();
        expect(await slow.outbox()).toHaveLength(1);
      } finally {
        release();
        await slow.close();
      }
    });

    it('counts only paid gifts: starting a payment with an address does not earn it links', async () => {
      const unpaid = { status: 'pending' as const, paid_at: null };
      await t.db
        .insertInto('donations')
        .values([
          { ...giftRow(BO, 5_000, '2026-01-15T09:00:00.000Z', 'pi_started'), ...unpaid },
          {
            ...giftRow(BO, 5_000, '2026-01-15T09:05:00.000Z', 'pi_failed'),
            ...unpaid,
            status: 'failed',
          },
        ])
        .execute();
      await requestLink(BO);
      expect(await linkEmails()).toEqual([]);

      await t.db
        .insertInto('donations')
        .values(giftRow(BO, 5_000, '2026-01-15T09:10:00.000Z', 'pi_paid'))
        .execute();
      await requestLink(BO);
      expect((await linkEmails()).map((m) => m.to_address)).toEqual([BO]);
    });

    it('builds the link from the address the site listens on, never from the Host header', async () => {
      await giveMonthly(ANNA);
      await t.app.inject({
        method: 'POST',
        url: '/api/my-gifts/sign-in-links',
        payload: { email: ANNA, altcha: await solvedChallenge(t.app) },
        headers: { host: 'attacker.example', 'x-forwarded-host': 'attacker.example' },
      });
      await t.app.afterAnswer.settled();
      const [message] = await linkEmails();
      expect(message?.text_body).not.toContain('attacker.example');
      expect(message?.text_body).toMatch(/^http:\/\/localhost:3000\/my-gifts\?token=/m);
    });

    it('keeps the token out of the admin’s outbox and the e-mail’s stored text', async () => {
      await giveMonthly(ANNA);
      await requestLink(ANNA);
      const [message] = await linkEmails();
      const token = message?.secret ?? '';
      expect(token).toMatch(/^[\w-]+\.[\w-]+$/);
      expect(message?.text_body).toContain('/my-gifts?token=•••');
      expect(message?.text_body).not.toContain(token);
      const outbox = await t.app.inject({
        method: 'GET',
        url: '/api/admin/outbox',
        headers: { cookie: await t.login() },
      });
      expect(outbox.body).toContain('/my-gifts?token=•••');
      expect(outbox.body).not.toContain(token);
    });

    it('writes the e-mail in the page’s language, with the Swedish page’s link', async () => {
      await giveMonthly(ANNA);
      await requestLink(ANNA, { language: 'sv' });
      const [message] = await t
        .outbox()
        .then((all) => all.filter((m) => m.to_address === ANNA && m.text_body.includes('token=')));
      expect(message?.text_body).toMatch(/\/sv\/my-gifts\?token=/);
      expect(message?.subject).toContain('inloggningslänk');
    });

    it('signs in once per link, and refuses forged, expired and malformed links', async () => {
      await giveMonthly(ANNA);
      await requestLink(ANNA);
      const token = tokenOf((await linkEmails())[0]);
      const first = await exchange(token);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ email: ANNA });
      const cookie = first.cookies.find((c) => c.name === DONOR_COOKIE);
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', maxAge: 3600 });

      const again = await exchange(token);
      expect(again.statusCode).toBe(401);
      expect(again.json().error).toContain('not valid any more');

      // The right shape, but a signature the server never made.
      const [random] = token.split('.');
      const forged = await exchange(`${random}.${'A'.repeat(43)}`);
      expect(forged.statusCode).toBe(401);

      await requestLink(ANNA);
      const late = tokenOf((await linkEmails())[1]);
      t.clock.advance(31 * 60_000);
      expect((await exchange(late)).statusCode).toBe(401);

      const malformed = await exchange('not-a-token');
      expect(malformed.statusCode).toBe(400);
    });

    it('sends at most three links an address in 15 minutes, with the same answer', async () => {
      await giveMonthly(ANNA);
      for (let i = 0; i < LINKS_PER_ADDRESS.max + 1; i += 1) {
        const response = await requestLink(ANNA, { ip: `198.51.100.${i + 1}` });
        expect(response.statusCode).toBe(202);
      }
      expect(await linkEmails()).toHaveLength(LINKS_PER_ADDRESS.max);
    });

    it('limits link requests per client', async () => {
      const answers = [];
      for (let i = 0; i < 11; i += 1)
        answers.push((await requestLink(`x${i}@example.org`)).statusCode);
      expect(answers.slice(0, 10).every((status) => status === 202)).toBe(true);
      expect(answers[10]).toBe(429);
    });

    it('asks for a solved proof-of-work and a valid address', async () => {
      const noPow = await t.app.inject({
        method: 'POST',
        url: '/api/my-gifts/sign-in-links',
        payload: { email: ANNA },
      });
      expect(noPow.statusCode).toBe(400);
      const bad = await requestLink('not an address');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toBe('email: Please enter a valid e-mail address.');
    });

    it('refuses the donor calls without a session, and ends a session on sign-out', async () => {
      await giveMonthly(ANNA);
      expect((await list('')).statusCode).toBe(401);
      const state = (cookie: string) =>
        t.app.inject({ method: 'GET', url: '/api/my-gifts/session', headers: { cookie } });
      expect((await state('')).json()).toEqual({ email: null });
      const cookie = await signIn(ANNA);
      expect((await state(cookie)).json()).toEqual({ email: ANNA });
      expect((await list(cookie)).statusCode).toBe(200);
      await t.app.inject({ method: 'DELETE', url: '/api/my-gifts/session', headers: { cookie } });
      expect((await list(cookie)).statusCode).toBe(401);
      const fresh = await signIn(ANNA);
      t.clock.advance(61 * 60_000);
      expect((await list(fresh)).statusCode).toBe(401);
    });
    it('forgets a donor’s links and sessions on erasure, which ends the session', async () => {
      await giveMonthly(ANNA);
      const cookie = await signIn(ANNA);
      expect(
        await donorSignInsData.find(t.db, 'ANNA@example.org', { personalDataKey: undefined }),
      ).toHaveLength(2);
      expect(await donorSignInsData.erase(t.db, ANNA)).toBe(2);
      expect((await list(cookie)).statusCode).toBe(401);
    });
  });

  describe('the donor’s gifts', () => {
    it('lists only the signed-in donor’s gifts, with the monthly gift’s next payment', async () => {
      const annas = await giveMonthly(ANNA, 150);
      await giveMonthly(BO, 300);
      const body = (await list(await signIn(ANNA))).json<MyGiftsResponse>();
      expect(body.email).toBe(ANNA);
      expect(body.gifts).toEqual([
        expect.objectContaining({
          amountOre: 15_000,
          kind: 'monthly',
          method: 'card',
          status: 'succeeded',
          refundedOre: 0,
          test: true,
        }),
      ]);
      expect(body.monthly).toEqual([
        expect.objectContaining({
          id: annas.id,
          amountOre: 15_000,
          status: 'active',
          manageable: true,
          nextPaymentAt: '2026-02-15T10:00:00.000Z',
          pausedUntil: null,
        }),
      ]);
    });

    it('pages through many gifts, newest first', async () => {
      const rows = Array.from({ length: 120 }, (_, i) =>
        giftRow(
          ANNA,
          10_000,
          `2025-03-01T10:00:${String(i % 60).padStart(2, '0')}.000Z`,
          `ref_${i}`,
        ),
      );
      await t.db.insertInto('donations').values(rows).execute();
      const cookie = await signIn(ANNA);
      const first = (await list(cookie)).json<MyGiftsResponse>();
      expect(first.gifts).toHaveLength(50);
      const second = (await list(cookie, `?before=${first.nextBefore}`)).json<MyGiftsResponse>();
      const third = (await list(cookie, `?before=${second.nextBefore}`)).json<MyGiftsResponse>();
      expect(third.gifts).toHaveLength(20);
      expect(third.nextBefore).toBeNull();
      expect(first.gifts[0]?.id).toBeGreaterThan(third.gifts[0]?.id ?? Infinity);
    });
  });

  describe('managing a monthly gift in the sandbox', () => {
    it('changes the amount once the provider’s event confirms it', async () => {
      const gift = await giveMonthly(ANNA, 100);
      const cookie = await signIn(ANNA);
      const response = await t.app.inject({
        method: 'PATCH',
        url: `/api/my-gifts/monthly/${gift.id}`,
        headers: { cookie },
        payload: { amount: 250 },
      });
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ requested: true });
      await sandbox.whenDelivered();
      expect((await subscription(gift.id)).amount_ore).toBe(25_000);
      // The next month bills the new amount.
      const renewed = await sandbox.subscriptions.renewSubscription(gift.provider_ref);
      await sandbox.whenDelivered();
      const month = await t.db
        .selectFrom('donations')
        .selectAll()
        .where('provider_ref', '=', renewed.invoiceId ?? '')
        .executeTakeFirstOrThrow();
      expect(month).toMatchObject({ amount_ore: 25_000, status: 'succeeded' });
    });

    it('keeps to the form’s limits', async () => {
      const gift = await giveMonthly(ANNA);
      const cookie = await signIn(ANNA);
      const tooSmall = await t.app.inject({
        method: 'PATCH',
        url: `/api/my-gifts/monthly/${gift.id}`,
        headers: { cookie },
        payload: { amount: 1 },
      });
      expect(tooSmall.statusCode).toBe(400);
      expect((await subscription(gift.id)).amount_ore).toBe(10_000);
    });

    it('pauses for one to three months: no bill until then', async () => {
      const gift = await giveMonthly(ANNA);
      const cookie = await signIn(ANNA);
      const pause = (months: unknown) =>
        t.app.inject({
          method: 'POST',
          url: `/api/my-gifts/monthly/${gift.id}/pause`,
          headers: { cookie },
          payload: { months },
        });
      expect((await pause(4)).statusCode).toBe(400);
      expect((await pause(2)).statusCode).toBe(202);
      await sandbox.whenDelivered();
      expect(await subscription(gift.id)).toMatchObject({
        status: 'paused',
        paused_until: '2026-03-15T10:00:00.000Z',
      });
      const skipped = await sandbox.subscriptions.renewSubscription(gift.provider_ref);
      expect(skipped).toEqual({ invoiceId: null, status: 'paused' });
      t.clock.set(new Date('2026-03-16T10:00:00.000Z'));
      const resumed = await sandbox.subscriptions.renewSubscription(gift.provider_ref);
      await sandbox.whenDelivered();
      expect(resumed.invoiceId).not.toBeNull();
      expect(await subscription(gift.id)).toMatchObject({ status: 'active', paused_until: null });
    });

    it('updates the card through the sandbox’s own page, back to My gifts', async () => {
      const gift = await giveMonthly(ANNA);
      const cookie = await signIn(ANNA);
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/my-gifts/monthly/${gift.id}/card-update`,
        headers: { cookie },
      });
      expect(response.statusCode).toBe(200);
      const { url } = response.json<{ url: string }>();
      expect(url).toMatch(/^\/sandbox\/card-update\/bps_sbx_/);
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Card number');
      const declined = await t.app.inject({
        method: 'POST',
        url,
        payload: 'number=4242&expiry=12%2F34&cvc=123',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(declined.statusCode).toBe(400);
      const saved = await t.app.inject({
        method: 'POST',
        url,
        payload: `number=${TEST_CARDS.success}&expiry=12%2F34&cvc=123`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(saved.statusCode).toBe(303);
      expect(saved.headers.location).toMatch(/\/my-gifts$/);
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    });

    it('shows the card update page in Swedish to a Swedish page, with the card’s error', async () => {
      const gift = await giveMonthly(ANNA);
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/my-gifts/monthly/${gift.id}/card-update`,
        headers: { cookie: await signIn(ANNA), 'accept-language': 'sv' },
      });
      const { url } = response.json<{ url: string }>();
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.body).toContain('<html lang="sv">');
      expect(page.body).toContain('<h1>Byt kort</h1>');
      expect(page.body).toContain('Kortnummer<input');
      expect(page.body).toContain('>Spara testkortet</button>');
      const refused = await t.app.inject({
        method: 'POST',
        url,
        payload: 'number=4242&expiry=12%2F34&cvc=123',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain('Ditt kortnummer är ofullständigt.');
    });

    it('cancels once confirmed, with an e-mail, and nothing more can change', async () => {
      const gift = await giveMonthly(ANNA);
      const cookie = await signIn(ANNA);
      const response = await t.app.inject({
        method: 'DELETE',
        url: `/api/my-gifts/monthly/${gift.id}`,
        headers: { cookie },
      });
      expect(response.statusCode).toBe(202);
      await sandbox.whenDelivered();
      expect((await subscription(gift.id)).status).toBe('canceled');
      const emails = (await t.outbox()).filter((m) => m.subject.includes('has stopped'));
      expect(emails).toHaveLength(1);
      expect(emails[0]).toMatchObject({ to_address: ANNA });
      expect(emails[0]?.text_body).toContain(formatSek(10_000));
      const again = await t.app.inject({
        method: 'DELETE',
        url: `/api/my-gifts/monthly/${gift.id}`,
        headers: { cookie },
      });
      expect(again.statusCode).toBe(409);
    });

    it('lets no donor see or change another’s monthly gift', async () => {
      const annas = await giveMonthly(ANNA);
      await giveMonthly(BO);
      const bo = await signIn(BO);
      const body = (await list(bo)).json<MyGiftsResponse>();
      expect(body.monthly.map((m) => m.id)).not.toContain(annas.id);
      const calls = [
        {
          method: 'PATCH' as const,
          url: `/api/my-gifts/monthly/${annas.id}`,
          payload: { amount: 5 },
        },
        {
          method: 'POST' as const,
          url: `/api/my-gifts/monthly/${annas.id}/pause`,
          payload: { months: 1 },
        },
        { method: 'POST' as const, url: `/api/my-gifts/monthly/${annas.id}/card-update` },
        { method: 'DELETE' as const, url: `/api/my-gifts/monthly/${annas.id}` },
      ];
      for (const call of calls) {
        const response = await t.app.inject({ ...call, headers: { cookie: bo } });
        expect(response.statusCode).toBe(404);
      }
      await sandbox.whenDelivered();
      expect(await subscription(annas.id)).toMatchObject({ status: 'active', amount_ore: 10_000 });
    });
  });
});
