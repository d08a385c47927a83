import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatSek } from '#shared/donations.ts';
import type { Statement } from '#shared/schemas/my-gifts.ts';
import { stockholmYearSpan } from '#shared/stockholm.ts';
import { giftRow } from '../../testing/gifts.ts';
import { pdfText } from '../../testing/pdf-text.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDialects } from '../../testing/test-db.ts';
import { createStatementsRepo } from './repo.ts';
import { DONOR_COOKIE } from './routes.ts';
import { createMyGiftsService } from './service.ts';
import { queueYearlyStatements } from './statement-job.ts';

const ANNA = 'anna@example.org';

describe.each(testDialects)('yearly statements on %s', (dialect) => {
  let t: TestApp;
  let cookie: string;

  beforeEach(async () => {
    t = await createTestApp({ dialect, env: { ORGANISATION_NUMBER: '556572-7228' } });
    await t.db
      .insertInto('donations')
      .values([
        giftRow(ANNA, 19_900, '2025-02-03T09:00:00.000Z', 'pi_a'),
        giftRow(ANNA, 20_000, '2025-06-10T09:00:00.000Z', 'pi_b'),
        // Refunded in full: not on the statement.
        giftRow(ANNA, 50_000, '2025-09-01T09:00:00.000Z', 'pi_c', 50_000),
        // Partly refunded: what was kept.
        giftRow(ANNA, 10_000, '2025-10-01T09:00:00.000Z', 'pi_d', 2_500),
        // New Year's Eve at 23:30 in Stockholm is 2025; half past midnight is 2026.
        giftRow(ANNA, 1_000, '2025-12-31T22:30:00.000Z', 'pi_e'),
        giftRow(ANNA, 7_700, '2025-12-31T23:30:00.000Z', 'pi_f'),
        giftRow('bo@example.org', 99_900, '2025-05-05T09:00:00.000Z', 'pi_g'),
      ])
      .execute();
    const service = createMyGiftsService({
      ...t.app.deps,
      limits: t.app.limits,
      linkSignIn: t.app.linkSignIn,
    });
    const { sessionToken } = await signInDirectly(service);
    cookie = `${DONOR_COOKIE}=${sessionToken}`;
  });
  afterEach(() => t.close());

  /** A session without the e-mail round trip (that is tested in my-gifts.test.ts). */
  async function signInDirectly(service: ReturnType<typeof createMyGiftsService>) {
    await service.requestLink(ANNA, 'en');
    const [message] = await t.outbox();
    const token = message?.secret ?? '';
    return service.signIn(token);
  }

  it('sums the year’s paid gifts net of refunds', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/my-gifts/statements/2025',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    const statement = response.json<Statement>();
    expect(statement.organisation).toEqual({ name: 'Hope Bridge', number: '556572-7228' });
    expect(statement.gifts.map((gift) => gift.amountOre)).toEqual([19_900, 20_000, 7_500, 1_000]);
    expect(statement.gifts[2]?.refundedOre).toBe(2_500);
    expect(statement.totalOre).toBe(48_400);
    const next = await t.app.inject({
      method: 'GET',
      url: '/api/my-gifts/statements/2026',
      headers: { cookie },
    });
    expect(next.json<Statement>().totalOre).toBe(7_700);
  });

  it('is a PDF with the organisation, each gift and the total, in the page’s language', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/my-gifts/statements/2025.pdf?lang=sv',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(response.rawPayload);
    expect(text).toContain('556572-7228');
    expect(text).toContain(formatSek(48_400));
    expect(text).toContain(formatSek(19_900));
    expect(text).not.toContain(formatSek(50_000));
    expect(text).toContain('Gåvobesked');
  });

  it('is refused without a session, and for a year that is not one', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/my-gifts/statements/2025.pdf' })).statusCode,
    ).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/my-gifts/statements/1999',
          headers: { cookie },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('offers past years only in the list of statements', async () => {
    // 23:30 UTC on New Year's Eve is already 2024 in Stockholm: no statement of 2023.
    await t.db
      .insertInto('donations')
      .values(giftRow(ANNA, 5_000, '2023-12-31T23:30:00.000Z', 'pi_h'))
      .execute();
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/my-gifts',
      headers: { cookie },
    });
    expect(response.json().statementYears).toEqual([2025, 2024]);
  });

  it('e-mails each donor of last year once in January', async () => {
    const deps = {
      db: t.db,
      clock: t.clock,
      mailer: t.app.deps.mailer,
      origin: 'https://example.org',
    };
    expect(await queueYearlyStatements(deps)).toBe(2);
    expect(await queueYearlyStatements(deps)).toBe(0);
    const statements = (await t.outbox()).filter((m) => m.subject.startsWith('Your statement'));
    expect(statements.map((m) => m.to_address).sort()).toEqual([ANNA, 'bo@example.org']);
    expect(statements[0]?.text_body).toContain('https://example.org/my-gifts');
    t.clock.set(new Date('2026-02-02T10:00:00.000Z'));
    expect(await queueYearlyStatements(deps)).toBe(0);
  });

  it('finds nobody to e-mail on a second run, save a donor who came since', async () => {
    const deps = { db: t.db, clock: t.clock, mailer: t.app.deps.mailer, origin: 'https://x.org' };
    const repo = createStatementsRepo(t.db);
    const { from, to } = stockholmYearSpan(2025);
    const keyPrefix = 'yearly-statement:2025:';
    expect([...(await repo.donorsToTell(from, to, keyPrefix)).keys()].sort()).toEqual([
      ANNA,
      'bo@example.org',
    ]);
    expect(await queueYearlyStatements(deps)).toBe(2);
    expect((await repo.donorsToTell(from, to, keyPrefix)).size).toBe(0);
    // A gift of last year recorded late (a Swish payment settled after New Year, say); the
    // address in another case is the same donor's.
    await t.db
      .insertInto('donations')
      .values([
        giftRow('Cilla@Example.org', 3_000, '2025-12-20T09:00:00.000Z', 'pi_late'),
        giftRow('Anna@Example.org', 3_000, '2025-12-21T09:00:00.000Z', 'pi_late_anna'),
      ])
      .execute();
    expect([...(await repo.donorsToTell(from, to, keyPrefix)).keys()]).toEqual([
      'cilla@example.org',
    ]);
    expect(await queueYearlyStatements(deps)).toBe(1);
    expect((await repo.donorsToTell(from, to, keyPrefix)).size).toBe(0);
    const statements = (await t.outbox()).filter((m) => m.subject.startsWith('Your statement'));
    expect(statements.map((m) => m.to_address).sort()).toEqual([
      ANNA,
      'bo@example.org',
      'cilla@example.org',
    ]);
  });
});
