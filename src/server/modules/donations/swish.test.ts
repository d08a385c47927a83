import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StartSwishResponse, SwishStatusResponse } from '#shared/schemas/swish.ts';
import { loadConfig } from '../../config.ts';
import { SwishCommerceClient } from '../../payments/swish/client.ts';
import { SWISH_CLOSE_AFTER_MS } from '../../payments/swish/port.ts';
import { solvedChallenge } from '../../testing/challenge.ts';
import { SwishStandIn, swishEnvFor, swishFixture } from '../../testing/swish-stand-in.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDialects } from '../../testing/test-db.ts';
import { createDonationService } from './service.ts';
import { createSwishDonations } from './swish.ts';

const donor = { donorName: 'Anna Svensson', donorEmail: 'anna@example.org' };

describe.each(testDialects)('Swish gifts against the stand-in on %s', (dialect) => {
  let t: TestApp;
  let standIn: SwishStandIn;

  beforeAll(async () => {
    // Swish's callbacks reach the app under test as a POST from outside.
    standIn = await new SwishStandIn(async (url, body) => {
      await t.app.inject({
        method: 'POST',
        url: new URL(url).pathname,
        headers: { 'content-type': 'application/json' },
        payload: body,
      });
    }).start();
  });
  afterAll(() => standIn.stop());

  beforeEach(async () => {
    t = await createTestApp({
      dialect,
      env: { NOTIFY_EMAIL: 'office@example.org', ...swishEnvFor(standIn) },
    });
  });
  afterEach(() => t.close());

  const start = async (body: Record<string, unknown> = {}, language = 'en') => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/donations/swish',
      headers: { 'accept-language': language },
      payload: { amount: 100, ...donor, ...body, altcha: await solvedChallenge(t.app) },
    });
    return response;
  };
  const started = async (body: Record<string, unknown> = {}) => {
    const response = await start(body);
    expect(response.statusCode).toBe(200);
    return response.json<StartSwishResponse>();
  };
  const status = async (id: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/donations/swish/${id}` });
    expect(response.statusCode).toBe(200);
    return response.json<SwishStatusResponse>();
  };
  const gift = async (id: string) =>
    t.db
      .selectFrom('donations')
      .selectAll()
      .where('provider_ref', '=', id)
      .executeTakeFirstOrThrow();
  const receipts = async () =>
    (await t.outbox()).filter((mail) => mail.to_address === donor.donorEmail);

  it('keeps a tribute with a Swish gift and e-mails its card once the gift is paid', async () => {
    const tribute = {
      kind: 'memory',
      personName: 'Karin Lund',
      greeting: 'In our thoughts.',
      signedBy: 'Anna',
      showAmount: false,
      motif: 'lily',
      delivery: { method: 'email', recipientName: 'The Lunds', recipientEmail: 'lund@example.org' },
    };
    const { id } = await started({ tribute });
    expect(await t.outbox()).toEqual([]);
    await standIn.answer(id, 'PAID');
    await standIn.callback(id);
    await standIn.callback(id);
    const cards = (await t.outbox()).filter((mail) => mail.to_address === 'lund@example.org');
    expect(cards).toHaveLength(1);
    expect(cards[0]?.subject).toBe('A gift in memory of Karin Lund');
    expect((await receipts())[0]?.text_body).toContain(
      'Your card in memory of Karin Lund has been sent to The Lunds by e-mail.',
    );
  });

  it('is offered to the browser', async () => {
    const config = await t.app.inject({ method: 'GET', url: '/api/stripe/config' });
    expect(config.json().methods).toContain('swish');
  });

  it('creates the request under the site’s id, shows its QR code and app link, and records one paid gift', async () => {
    const { id, qrSvg, appUrl } = await started();
    expect(id).toMatch(/^[0-9A-F]{32}$/);
    expect(qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(appUrl).toMatch(/^swish:\/\/paymentrequest\?token=tok[0-9a-f]+&callbackurl=/);
    expect(decodeURIComponent(appUrl ?? '')).toContain(`/?swish=${id}#donate`);
    const request = standIn.requests.get(id);
    expect(request).toMatchObject({
      amount: 100,
      currency: 'SEK',
      payeeAlias: '1231181189',
      payeePaymentReference: id,
      payerAlias: null,
      callbackUrl: expect.stringMatching(/^http:\/\/localhost(:80)?\/api\/swish\/callback$/),
    });
    expect(request?.message).toMatch(/^Gift to [A-Za-z0-9 ]+$/);
    expect(await status(id)).toEqual({ state: 'waiting', amountOre: 10_000 });

    await standIn.answer(id, 'PAID');
    // Duplicated and late callbacks, also one claiming something else: one gift, one receipt.
    await standIn.callback(id);
    await standIn.callback(id, { status: 'DECLINED' });
    expect(await status(id)).toEqual({ state: 'paid', amountOre: 10_000 });
    expect(await gift(id)).toMatchObject({
      provider: 'swish',
      method: 'swish',
      status: 'succeeded',
      amount_ore: 10_000,
      payment_reference: `${id.slice(0, 8)}PAYREF`,
    });
    const mails = await receipts();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text_body).toContain('Paid with: Swish');
    expect(await t.db.selectFrom('donations').selectAll().execute()).toHaveLength(1);

    // The admin's list and CSV show it with Swish's payment reference.
    const cookie = await t.login();
    const report = await t.app.inject({
      method: 'GET',
      url: '/api/admin/donations?from=2026-01-01&to=2026-01-31',
      headers: { cookie },
    });
    expect(report.json().donations).toEqual([
      expect.objectContaining({ method: 'swish', paymentReference: `${id.slice(0, 8)}PAYREF` }),
    ]);
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/admin/export/donations.csv?from=2026-01-01&to=2026-01-31',
      headers: { cookie },
    });
    expect(csv.body).toMatch(
      new RegExp(`,swish,succeeded,${id},,no,0\\.00,[\\d.]+,,${id.slice(0, 8)}PAYREF`),
    );
  });

  it('believes no callback: a forged "PAID" body records nothing until Swish itself says so', async () => {
    const { id } = await started();
    await standIn.callback(id, { status: 'PAID', datePaid: new Date().toISOString() });
    expect((await gift(id)).status).toBe('pending');
    expect(await receipts()).toEqual([]);
  });

  const callbackFrom = (id: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/swish/callback',
      payload: { id, status: 'PAID' },
      remoteAddress,
    });
  const askedAbout = (id: string) =>
    standIn.calls.filter((call) => call === `GET /swish-cpcapi/api/v1/paymentrequests/${id}`)
      .length;

  it('limits callbacks per client: 30 a minute, then 429', async () => {
    const { id } = await started();
    const answers = [];
    for (let i = 0; i < 40; i++) answers.push((await callbackFrom(id, '192.0.2.66')).statusCode);
    expect(answers.filter((code) => code === 200)).toHaveLength(30);
    expect(answers.slice(30)).toEqual(Array(10).fill(429));
    // Swish's own servers, from their own address, are still heard.
    expect((await callbackFrom(id, '192.0.2.67')).statusCode).toBe(200);
  });

  it('asks Swish about one request at most once every 3 seconds, however many callbacks and polls', async () => {
    const { id } = await started();
    for (let i = 0; i < 20; i++) {
      await callbackFrom(id, `192.0.2.${i}`);
      await status(id);
    }
    // Once for the callbacks, once for the page's polls: a callback just after a poll still
    // fetches the news it brings.
    expect(askedAbout(id)).toBe(2);
    t.clock.advance(3_000);
    await status(id);
    await callbackFrom(id, '192.0.2.99');
    expect(askedAbout(id)).toBe(4);
    await standIn.answer(id, 'PAID');
    expect(await status(id)).toMatchObject({ state: 'waiting' });
    t.clock.advance(3_000);
    expect(await status(id)).toMatchObject({ state: 'paid' });
  });

  it('asks the payer’s app directly for a phone number (e-commerce), in Swedish', async () => {
    const response = await start({ payer: '070-123 45 67' }, 'sv');
    expect(response.json()).toEqual({ id: expect.any(String), qrSvg: null, appUrl: null });
    const { id } = response.json<StartSwishResponse>();
    expect(standIn.requests.get(id)).toMatchObject({ payerAlias: '46701234567' });
    expect(standIn.requests.get(id)?.message).toMatch(/^Gåva till /);
  });

  it.each([
    ['DECLINED' as const, 'declined'],
    ['CANCELLED' as const, 'cancelled'],
    [{ errorCode: 'RF07' }, 'declined'],
    [{ errorCode: 'BANKIDCL' }, 'cancelled'],
    [{ errorCode: 'TM01' }, 'timedOut'],
    [{ errorCode: 'FF10' }, 'failed'],
  ])('records %j as %s, and nothing as paid', async (outcome, state) => {
    const { id } = await started();
    await standIn.answer(id, outcome);
    expect(await status(id)).toMatchObject({ state });
    expect(await gift(id)).toMatchObject({ status: 'failed', paid_at: null });
    expect(await t.outbox()).toEqual([]);
  });

  it('reads a payer who is not enrolled from the refused request', async () => {
    standIn.refuseNextCreate('ACMT03');
    const { id, qrSvg } = await started({ payer: '0701234567' });
    expect(qrSvg).toBeNull();
    expect(await status(id)).toMatchObject({ state: 'notEnrolled' });
  });

  it('closes a request still open after the time-out: cancelled at Swish, shown as timed out', async () => {
    const { id } = await started();
    t.clock.advance(SWISH_CLOSE_AFTER_MS + 1000);
    expect(await status(id)).toMatchObject({ state: 'timedOut' });
    expect(standIn.requests.get(id)?.status).toBe('CANCELLED');
    expect(standIn.calls).toContain(`PATCH /swish-cpcapi/api/v1/paymentrequests/${id}`);
  });

  it('sweeps the gifts nobody follows any more: fetched, cancelled, recorded as timed out', async () => {
    const { id } = await started();
    const { swish } = t.app.deps;
    if (!swish) throw new Error('no Swish provider');
    const donations = createDonationService({ ...t.app.deps, limits: t.app.limits });
    const sweeper = createSwishDonations(
      { ...t.app.deps, swish, log: t.app.log, limits: t.app.limits },
      donations,
    );
    expect(await sweeper.sweep()).toBe(0);
    t.clock.advance(SWISH_CLOSE_AFTER_MS + 1000);
    expect(await sweeper.sweep()).toBe(1);
    expect(await gift(id)).toMatchObject({ status: 'failed', failure_message: 'TM01' });
    expect(standIn.requests.get(id)?.status).toBe('CANCELLED');
    expect(await sweeper.sweep()).toBe(0);
  });

  it('lets the payer stop a waiting request', async () => {
    const { id } = await started();
    const response = await t.app.inject({ method: 'DELETE', url: `/api/donations/swish/${id}` });
    expect(response.json()).toMatchObject({ state: 'cancelled' });
    expect(standIn.requests.get(id)?.status).toBe('CANCELLED');
  });

  it('keeps the amount rules and the proof-of-work, and refuses unknown ids', async () => {
    const before = standIn.requests.size;
    expect((await start({ amount: 4 })).statusCode).toBe(400);
    expect((await start({ amount: 100_001 })).statusCode).toBe(400);
    expect((await start({ payer: '12345' })).statusCode).toBe(400);
    const unsolved = await t.app.inject({
      method: 'POST',
      url: '/api/donations/swish',
      payload: { amount: 100 },
    });
    expect(unsolved.statusCode).toBe(400);
    const unknown = await t.app.inject({
      method: 'GET',
      url: `/api/donations/swish/${'A'.repeat(32)}`,
    });
    expect(unknown.statusCode).toBe(404);
    expect(standIn.requests.size).toBe(before);
  });

  it('is switched off by PAYMENT_METHODS', async () => {
    await t.close();
    t = await createTestApp({ dialect, env: { ...swishEnvFor(standIn), PAYMENT_METHODS: 'card' } });
    expect((await start()).statusCode).toBe(400);
  });
});

describe('the Swish certificate at start-up', () => {
  let standIn: SwishStandIn;
  beforeAll(async () => {
    standIn = await new SwishStandIn().start();
  });
  afterAll(() => standIn.stop());
  const clientFor = (env: Record<string, string>) => {
    const config = loadConfig({ ...swishEnvFor(standIn), ...env });
    if (!config.swish) throw new Error('no Swish settings');
    return new SwishCommerceClient(config.swish);
  };

  const log = { warn: vi.fn() };
  beforeEach(() => log.warn.mockClear());

  it('accepts the test certificate, as PEM files or as a .p12', async () => {
    await expect(clientFor({}).checkConnection(log, 0)).resolves.toBeUndefined();
    const p12 = { SWISH_CERT: '', SWISH_KEY: '', SWISH_P12: swishFixture('client.p12') };
    await expect(
      clientFor({ ...p12, SWISH_P12_PASSPHRASE: 'swish-test' }).checkConnection(log, 0),
    ).resolves.toBeUndefined();
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('tries once more after a reset, and starts with a warning when it resets again', async () => {
    const calls = standIn.calls.length;
    standIn.resetNextConnections(1);
    await expect(clientFor({}).checkConnection(log, 0)).resolves.toBeUndefined();
    expect(log.warn).not.toHaveBeenCalled();
    // The second try got through: Swish was asked once.
    expect(standIn.calls.length).toBe(calls + 1);

    standIn.resetNextConnections(2);
    await expect(clientFor({}).checkConnection(log, 0)).resolves.toBeUndefined();
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn.mock.calls[0]?.[0]).toMatchObject({ err: { cause: { code: 'ECONNRESET' } } });
  });

  it('starts with a warning when Swish’s name does not resolve', async () => {
    const client = clientFor({ SWISH_API_URL: 'https://swish.invalid/swish-cpcapi' });
    await expect(client.checkConnection(log, 0)).resolves.toBeUndefined();
    expect(log.warn).toHaveBeenCalledTimes(1);
  });

  it('stops the start when Swish answers 403', async () => {
    standIn.forbidNextCall();
    await expect(clientFor({}).checkConnection(log, 0)).rejects.toThrow(
      /Swish refused the TLS connection .*\(HTTP 403\)/,
    );
  });

  it('names the variable of a missing file or a wrong passphrase', () => {
    expect(() => clientFor({ SWISH_CERT: '/nowhere/cert.pem' })).toThrow(
      /SWISH_CERT .* cannot be read/,
    );
    const p12 = { SWISH_CERT: '', SWISH_KEY: '', SWISH_P12: swishFixture('client.p12') };
    expect(() => clientFor({ ...p12, SWISH_P12_PASSPHRASE: 'wrong' })).toThrow(/SWISH_P12/);
    expect(() => clientFor({ SWISH_KEY: swishFixture('stranger.key') })).toThrow(
      /SWISH_CERT and SWISH_KEY/,
    );
  });

  it('says so clearly when Swish refuses the certificate', async () => {
    const stranger = clientFor({
      SWISH_CERT: swishFixture('stranger.pem'),
      SWISH_KEY: swishFixture('stranger.key'),
    });
    await expect(stranger.checkConnection(log, 0)).rejects.toThrow(
      // Node's TLS 1.3 server hangs up once it has read the stranger's certificate.
      /Swish refused the TLS connection .*\((ERR_SSL|ERR_TLS|EPROTO|ECONNRESET after the TLS)/,
    );
  });

  it('needs the number and a certificate together', () => {
    expect(() => loadConfig({ SWISH_PAYEE_ALIAS: '1231181189' })).toThrow(
      /SWISH_CERT and SWISH_KEY or SWISH_P12/,
    );
  });
});
