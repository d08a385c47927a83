import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEST_CARDS } from '#shared/payments/sandbox-cards.ts';
import type { TributeInput } from '#shared/schemas/tributes.ts';
import type { OutboxMessage } from '../../db/schema.ts';
import type { SandboxPayments } from '../../payments/sandbox/provider.ts';
import { solvedChallenge } from '../../testing/challenge.ts';
import { sandboxOf, startMonthlyGift } from '../../testing/payments.ts';
import { pdfText } from '../../testing/pdf-text.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDialects } from '../../testing/test-db.ts';
import { tributeByEmail as byEmail, tributeByPost as byPost } from '../../testing/tributes.ts';

const card = { number: TEST_CARDS.success, expiry: '12 / 34', cvc: '123' };
const GIVER = { donorName: 'Anna Svensson', donorEmail: 'anna@example.org' };

/** The attachment of a stored e-mail, decoded. */
const attachmentOf = (message: OutboxMessage) => {
  const [first] = JSON.parse(message.attachments ?? '[]') as { content: string }[];
  return Buffer.from(first?.content ?? '', 'base64');
};

describe.each(testDialects)('gifts in memory or in honour of someone, on %s', (dialect) => {
  let t: TestApp;
  let sandbox: SandboxPayments;
  let cookie: string;

  beforeEach(async () => {
    t = await createTestApp({ dialect });
    sandbox = sandboxOf(t);
    cookie = await t.login();
  });
  afterEach(() => t.close());

  const start = async (tribute: unknown, options: { locale?: string; amount?: number } = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: { 'accept-language': options.locale ?? 'en' },
      payload: {
        amount: options.amount ?? 250,
        currency: 'sek',
        paymentMethodType: 'card',
        ...GIVER,
        tribute,
        altcha: await solvedChallenge(t.app),
      },
    });

  /** Gives with the tribute and pays; the payment's id. */
  async function give(tribute: TributeInput, locale = 'en') {
    const response = await start(tribute, { locale });
    expect(response.statusCode, response.body).toBe(200);
    const { clientSecret } = response.json<{ clientSecret: string }>();
    await sandbox.intents.confirmCardPayment(clientSecret, { card });
    await sandbox.whenDelivered();
    return clientSecret.split('_secret_')[0] as string;
  }

  const tributes = () => t.db.selectFrom('gift_tributes').selectAll().orderBy('id').execute();
  const admin = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  it('e-mails the card once the gift is paid, once, in the gift’s language, with the PDF', async () => {
    const paymentId = await give(byEmail, 'sv');
    const cards = (await t.outbox()).filter((m) => m.to_address === 'lund@example.org');
    expect(cards).toHaveLength(1);
    const [mail] = cards;
    expect(mail!.subject).toBe('En minnesgåva till minne av Karin Lund');
    expect(mail!.text_body).toContain('Kära Familjen Lund,');
    expect(mail!.text_body).toContain(
      'Anna och Per har gett en minnesgåva till Hope Bridge till minne av Karin Lund.',
    );
    expect(mail!.text_body).toContain('Gåvan: 250');
    expect(mail!.text_body).toContain('  Vi tänker på er.\n  Med varma hälsningar');
    expect(mail!.html_body).toContain('lang="sv"');
    expect(mail!.html_body).toContain('Vi tänker på er.');
    const pdf = attachmentOf(mail!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain('Karin Lund');
    expect(text).toContain('Anna och Per');
    expect(text).toContain('250');

    // The giver's receipt says the card was sent; the organisation's notice names it.
    const receipt = (await t.outbox()).find((m) => m.to_address === GIVER.donorEmail);
    expect(receipt?.text_body).toContain(
      'Ditt kort till minne av Karin Lund har skickats till Familjen Lund med e-post.',
    );
    expect(await tributes()).toMatchObject([{ status: 'emailed', sent_at: expect.any(String) }]);

    // The browser's receipt call and the provider's events again: no second card.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/send-donation-emails',
      payload: { transactionId: paymentId },
    });
    expect(again.statusCode, again.body).toBe(200);
    await sandbox.whenDelivered();
    expect((await t.outbox()).filter((m) => m.to_address === 'lund@example.org')).toHaveLength(1);
  });

  it('leaves the amount off the card and its e-mail when the giver chose so', async () => {
    await give({ ...byEmail, showAmount: false, motif: 'lily' }, 'en');
    const [mail] = (await t.outbox()).filter((m) => m.to_address === 'lund@example.org');
    expect(mail!.subject).toBe('A gift in memory of Karin Lund');
    expect(mail!.text_body).not.toContain('250');
    expect(pdfText(attachmentOf(mail!))).not.toContain('250');
  });

  it('sends nothing while the gift is not paid', async () => {
    const response = await start(byEmail);
    expect(response.statusCode).toBe(200);
    expect(await tributes()).toMatchObject([
      { status: 'waiting', recipient_name: 'Familjen Lund' },
    ]);
    expect(await t.outbox()).toEqual([]);
  });

  it('lists a card to post, prints all of them as one PDF, and marks one posted', async () => {
    await give(byPost, 'en');
    const receipt = (await t.outbox()).find((m) => m.to_address === GIVER.donorEmail);
    expect(receipt?.text_body).toContain(
      'Your card in honour of Erik Berg is on its way to Erik Berg: we post it within a few days.',
    );
    const list = await admin('GET', '/api/admin/cards');
    expect(list.statusCode).toBe(200);
    const { cards } = list.json();
    expect(cards).toEqual([
      expect.objectContaining({
        kind: 'honour',
        personName: 'Erik Berg',
        recipientName: 'Erik Berg',
        address: {
          street: 'Storgatan 5',
          postalCode: '753 20',
          city: 'Uppsala',
          country: 'Sweden',
        },
        showAmount: false,
        motif: 'sunrise',
        locale: 'en',
        amountOre: 25_000,
        giverName: 'Anna Svensson',
        disputeStatus: null,
      }),
    ]);

    const pdf = await admin('GET', '/api/admin/cards.pdf');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('In honour of Erik Berg');
    expect(text).toContain('Storgatan 5');

    const posted = await admin('POST', `/api/admin/cards/${cards[0].id}/posted`);
    expect(posted.statusCode, posted.body).toBe(200);
    expect(posted.json()).toEqual({ success: true, postedAt: t.clock.now().toISOString() });
    expect((await admin('GET', '/api/admin/cards')).json()).toEqual({ cards: [] });
    // Marked twice (two tabs): the same answer.
    expect((await admin('POST', `/api/admin/cards/${cards[0].id}/posted`)).statusCode).toBe(200);
    expect((await admin('POST', '/api/admin/cards/9999/posted')).statusCode).toBe(404);
  });

  it('keeps the admin calls to a signed-in admin', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/cards'],
      ['GET', '/api/admin/cards.pdf'],
      ['POST', '/api/admin/cards/1/posted'],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode, url).toBe(401);
    }
  });

  it('withdraws the card to post of a gift refunded in full, not of a partly refunded one', async () => {
    const partly = await give(byPost);
    const fully = await give({ ...byPost, personName: 'Maja Ek' });
    await admin('POST', `/api/sandbox/payments/${partly}/refund`, { amountOre: 5_000 });
    await admin('POST', `/api/sandbox/payments/${fully}/refund`);
    await sandbox.whenDelivered();
    const { cards } = (await admin('GET', '/api/admin/cards')).json();
    expect(cards.map((c: { personName: string }) => c.personName)).toEqual(['Erik Berg']);
    expect(await tributes()).toMatchObject([
      { person_name: 'Erik Berg', status: 'to_post' },
      { person_name: 'Maja Ek', status: 'withdrawn', withdrawn_at: expect.any(String) },
    ]);
  });

  it('withdraws the card to post of a gift lost in a dispute, and shows an open dispute', async () => {
    const open = await give(byPost);
    const lost = await give({ ...byPost, personName: 'Maja Ek' });
    await admin('POST', `/api/sandbox/payments/${open}/dispute`, { status: 'needs_response' });
    await admin('POST', `/api/sandbox/payments/${lost}/dispute`, { status: 'lost' });
    await sandbox.whenDelivered();
    const { cards } = (await admin('GET', '/api/admin/cards')).json();
    expect(cards).toEqual([
      expect.objectContaining({ personName: 'Erik Berg', disputeStatus: 'needs_response' }),
    ]);
  });

  it('refuses a tribute that is not complete, or with a monthly gift, with a 400', async () => {
    const refused = async (tribute: unknown, field: RegExp) => {
      const response = await start(tribute);
      expect(response.statusCode, JSON.stringify(tribute)).toBe(400);
      expect(response.json().error).toMatch(field);
    };
    await refused({ ...byEmail, greeting: 'x'.repeat(501) }, /500 characters/);
    await refused({ ...byEmail, personName: ' ' }, /name of the person/);
    await refused({ ...byEmail, motif: 'rose' }, /pictures/);
    await refused({ ...byEmail, kind: 'birthday' }, /in memory of or in honour/);
    await refused({ ...byEmail, delivery: { method: 'email', recipientName: 'X' } }, /e-mail/);
    await refused({ ...byEmail, delivery: { method: 'pigeon', recipientName: 'X' } }, /e-mail or/);
    await refused(
      { ...byPost, delivery: { method: 'post', recipientName: 'X', address: { street: 'A 1' } } },
      /postal code/,
    );
    const monthly = await startMonthlyGift(t, { ...GIVER, tribute: byEmail });
    expect(monthly.statusCode).toBe(400);
    expect(monthly.json().error).toMatch(/one-time gift/);
    expect(await tributes()).toEqual([]);
  });

  it('finds and erases the tribute by the giver’s or the recipient’s address; purges old ones', async () => {
    await give(byEmail);
    await give(byPost);
    const exported = await admin('POST', '/api/admin/personal-data/export', {
      email: 'lund@example.org',
    });
    expect(exported.json().records.giftTributes).toEqual([
      expect.objectContaining({ recipient_name: 'Familjen Lund', person_name: 'Karin Lund' }),
    ]);
    const byGiver = await admin('POST', '/api/admin/personal-data/export', {
      email: GIVER.donorEmail,
    });
    expect(byGiver.json().records.giftTributes).toHaveLength(2);

    const erased = await admin('POST', '/api/admin/personal-data/erase', {
      email: 'LUND@example.org',
    });
    expect(erased.json().erased.giftTributes).toBe(1);
    expect((await tributes()).map((row) => row.person_name)).toEqual(['Erik Berg']);

    const byGiverErased = await admin('POST', '/api/admin/personal-data/erase', {
      email: GIVER.donorEmail,
    });
    expect(byGiverErased.json().erased.giftTributes).toBe(1);
    expect(await tributes()).toEqual([]);

    await give(byPost);
    const { tributesData } = await import('./index.ts');
    expect(await tributesData.purgeBefore?.(t.db, '2000-01-01T00:00:00.000Z')).toBe(0);
    expect(await tributesData.purgeBefore?.(t.db, '2100-01-01T00:00:00.000Z')).toBe(1);
  });
});
