import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { personalDataProviders } from '../../personal-data-registry.ts';
import { postPublicForm } from '../../testing/challenge.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDialects } from '../../testing/test-db.ts';
import { createPersonalDataService, monthsBefore } from './service.ts';

const DAY = 24 * 60 * 60_000;

const contactMessage = {
  name: 'Anna Svensson',
  email: 'Anna@Example.org',
  message: 'Hello, I would like to know more.',
};
const application = {
  name: 'Anna Svensson',
  email: 'anna@example.org',
  location: 'Lund, Sweden',
  availability: 'Evenings',
  motivation: 'I love working with children.',
};

describe('monthsBefore', () => {
  it('goes back whole calendar months, ending on the last day of a shorter month', () => {
    const at = (iso: string) => new Date(iso);
    expect(monthsBefore(at('2026-01-15T10:00:00.000Z'), 24).toISOString()).toBe(
      '2024-01-15T10:00:00.000Z',
    );
    expect(monthsBefore(at('2026-03-31T00:00:00.000Z'), 1).toISOString()).toBe(
      '2026-02-28T00:00:00.000Z',
    );
    expect(monthsBefore(at('2026-01-31T12:00:00.000Z'), 13).toISOString()).toBe(
      '2024-12-31T12:00:00.000Z',
    );
  });
});

describe.each(testDialects)('personal data on %s', (dialect) => {
  let t: TestApp;
  let cookie: string;

  const post = (url: string, payload: object, withCookie = true) =>
    t.app.inject({ method: 'POST', url, payload, headers: withCookie ? { cookie } : {} });
  const publicPost = async (url: string, payload: Record<string, unknown>) =>
    expect((await postPublicForm(t.app, url, payload)).statusCode).toBe(200);
  const count = async (
    table: 'contact_messages' | 'volunteer_applications' | 'volunteers' | 'outbox',
  ) => (await t.db.selectFrom(table).select('id').execute()).length;

  beforeEach(async () => {
    t = await createTestApp({ dialect });
    cookie = await t.login();
    await publicPost('/api/send-email', contactMessage);
    await publicPost('/api/volunteer.php', application);
    await post('/api/volunteers', { full_name: 'Anna Svensson', email: 'ANNA@example.org' });
    // Someone else, who must be left alone.
    await publicPost('/api/send-email', { ...contactMessage, name: 'Bo', email: 'bo@example.org' });
    await post('/api/volunteers', { full_name: 'Bo', email: 'bo@example.org' });
  });
  afterEach(() => t.close());

  it('exports everything stored about one address, whatever its case', async () => {
    const response = await post('/api/admin/personal-data/export', { email: 'anna@EXAMPLE.org' });
    expect(response.statusCode).toBe(200);
    const data = response.json();
    expect(data.email).toBe('anna@EXAMPLE.org');
    expect(data.exportedAt).toBe('2026-01-15T10:00:00.000Z');
    expect(data.records.contactMessages).toEqual([
      expect.objectContaining({ name: 'Anna Svensson', message: contactMessage.message }),
    ]);
    expect(data.records.volunteerApplications).toEqual([
      expect.objectContaining({ location: 'Lund, Sweden', interests: [] }),
    ]);
    expect(data.records.volunteers).toEqual([
      {
        id: expect.any(Number),
        full_name: 'Anna Svensson',
        email: 'ANNA@example.org',
        phone: '',
        address: '',
      },
    ]);
    // Two copies to the organisation (reply-to Anna) and two receipts to Anna.
    expect(data.records.emails).toHaveLength(4);
    expect(JSON.stringify(data)).not.toContain('bo@example.org');
  });

  it('erases everything stored about one address and nothing else', async () => {
    const response = await post('/api/admin/personal-data/erase', { email: 'anna@example.org' });
    expect(response.statusCode).toBe(200);
    // Other domains add their providers to the same list; these are the ones this test fills.
    expect(response.json()).toMatchObject({
      email: 'anna@example.org',
      erased: { contactMessages: 1, volunteerApplications: 1, volunteers: 1, emails: 4 },
    });
    const left = await post('/api/admin/personal-data/export', { email: 'anna@example.org' });
    expect(Object.values(left.json().records).flat()).toEqual([]);
    expect(await count('contact_messages')).toBe(1);
    expect(await count('volunteers')).toBe(1);
    expect(await count('outbox')).toBe(2);
  });

  it('refuses a missing or malformed address', async () => {
    for (const payload of [{}, { email: '' }, { email: 'anna' }, { email: ['anna@example.org'] }]) {
      const response = await post('/api/admin/personal-data/erase', payload);
      expect(response.statusCode).toBe(400);
    }
    expect(await count('contact_messages')).toBe(2);
  });

  it('answers 401 without a session, and erases nothing', async () => {
    for (const url of ['/api/admin/personal-data/export', '/api/admin/personal-data/erase']) {
      const response = await post(url, { email: 'anna@example.org' }, false);
      expect([response.statusCode, response.json()]).toEqual([
        401,
        { error: 'Please sign in as an admin.' },
      ]);
    }
    expect(await count('contact_messages')).toBe(2);
    expect(await count('volunteer_applications')).toBe(1);
  });

  it('purges messages, applications and e-mails older than the retention period', async () => {
    await t.db.updateTable('outbox').set({ status: 'sent' }).execute();
    // A day before the period ends, a message arrives that must outlive the first ones.
    t.clock.advance(365 * 2 * DAY - DAY);
    await publicPost('/api/send-email', { ...contactMessage, name: 'Later' });
    const personalData = createPersonalDataService({
      db: t.db,
      clock: t.clock,
      providers: personalDataProviders,
    });

    t.clock.set(new Date('2028-01-15T09:59:59.000Z'));
    expect(await personalData.purgeOlderThan(24)).toMatchObject({
      contactMessages: 0,
      volunteerApplications: 0,
      emails: 0,
    });

    t.clock.set(new Date('2028-01-15T10:00:01.000Z'));
    const purged = await personalData.purgeOlderThan(24);
    expect(purged).toMatchObject({ contactMessages: 2, volunteerApplications: 1, emails: 6 });
    // The admin's volunteer list is not subject to the purge.
    expect(purged).not.toHaveProperty('volunteers');
    const messages = await t.db.selectFrom('contact_messages').select('name').execute();
    expect(messages).toEqual([{ name: 'Later' }]);
    // The later message's e-mails are still pending, and kept.
    expect(await count('outbox')).toBe(2);
    expect(await count('volunteers')).toBe(2);
  });

  it('purges e-mails that never left the outbox too, once they are older than the period', async () => {
    // No SMTP server: the e-mails of the first messages stay pending.
    const personalData = createPersonalDataService({
      db: t.db,
      clock: t.clock,
      providers: personalDataProviders,
    });
    t.clock.advance(365 * 2 * DAY + DAY);
    const purged = await personalData.purgeOlderThan(24);
    expect(purged).toMatchObject({ emails: 6 });
    expect(await count('outbox')).toBe(0);
  });
});
