import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inEnglish } from '../../lib/http-error.ts';
import { postPublicForm } from '../../testing/challenge.ts';
import { publicFormTest, submissionsAdminTest } from '../../testing/public-form.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDialects } from '../../testing/test-db.ts';
import { CHALLENGE_FAILED_MESSAGE } from '../challenge/index.ts';

const application = {
  name: 'Jean Habimana',
  email: 'jean@example.org',
  phone: '+250 788 123 456',
  location: 'Kigali, Rwanda',
  availability: 'Weekends',
  interests: ['Education', 'Media'],
  motivation: 'I want to help children with their homework.',
};

describe.each(testDialects)('POST /api/volunteer.php on %s', (dialect) => {
  const form = publicFormTest({
    dialect,
    url: '/api/volunteer.php',
    table: 'volunteer_applications',
    ip: '203.0.113.8',
    notifyEmail: 'volunteers@example.org',
  });
  const { send: apply, stored, outbox, expectNothingKept } = form;

  it('stores the trimmed application and e-mails the organisation and the applicant', async () => {
    const response = await apply({
      ...application,
      name: ' Jean Habimana  ',
      location: ' Kigali, Rwanda ',
      motivation: '  I want to help children with their homework. ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(await stored()).toEqual([
      {
        id: expect.any(Number),
        ...application,
        interests: '["Education","Media"]',
        volunteer_id: null,
        created_at: '2026-01-15T10:00:00.000Z',
        locale: 'en',
      },
    ]);
    const [toOrganisation, toApplicant] = await outbox();
    expect(toOrganisation).toMatchObject({
      to_address: 'volunteers@example.org',
      reply_to: 'jean@example.org',
      subject: 'Volunteer application: Jean Habimana',
    });
    expect(toOrganisation?.text_body).toContain('Availability: Weekends');
    expect(toOrganisation?.text_body).toContain('Interests: Education, Media');
    expect(toOrganisation?.text_body).toContain(application.motivation);
    expect(toApplicant).toMatchObject({
      to_address: 'jean@example.org',
      subject: 'Thank you for applying to volunteer with Hope Bridge',
    });
    expect(toApplicant?.text_body).toContain('within 3-7 days');
    expect(toApplicant?.text_body).not.toContain(application.motivation);
  });

  it('answers in Swedish, keeps the language and writes the receipt in Swedish from a Swedish page', async () => {
    const refused = await apply({ ...application, motivation: 'Kort' }, { language: 'sv' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: 'motivation: Berätta kort varför du vill vara med (minst 10 tecken).',
    });

    expect((await apply(application, { language: 'sv' })).statusCode).toBe(200);
    expect(await stored()).toMatchObject([{ name: 'Jean Habimana', locale: 'sv' }]);
    const [toOrganisation, toApplicant] = await outbox();
    // The organisation reads its copy in English; the applicant gets the receipt in Swedish.
    expect(toOrganisation?.subject).toBe('Volunteer application: Jean Habimana');
    expect(toApplicant?.subject).toBe('Tack för din volontäransökan till Hope Bridge');
    expect(toApplicant?.text_body).toContain('Vi går igenom varje ansökan inom 3–7 dagar');
  });

  it('takes phone and interests as optional, and counts a repeated interest once', async () => {
    const { phone: _, interests: __, ...required } = application;
    expect((await apply(required)).statusCode).toBe(200);
    expect((await apply({ ...application, interests: ['Health', 'Health'] })).statusCode).toBe(200);
    expect((await stored()).map((row) => [row.phone, row.interests])).toEqual([
      ['', '[]'],
      [application.phone, '["Health"]'],
    ]);
  });

  it.each([
    [{ name: '  ' }, 'name: Please enter your full name.'],
    [{ name: undefined }, 'name: Please enter your full name.'],
    [{ email: 'jean.example.org' }, 'email: Please enter a valid email.'],
    [{ email: '' }, 'email: Please enter a valid email.'],
    [{ location: '' }, 'location: Please enter your city and country.'],
    [{ availability: '' }, 'availability: Please select your availability.'],
    [{ availability: 'Sundays' }, 'availability: Please select your availability.'],
    [
      { motivation: '  too short ' },
      'motivation: Please share a short motivation (min 10 characters).',
    ],
    [{ interests: ['Cooking'] }, 'interests.0: Please choose interests from the list.'],
    [{ interests: 'Education' }, 'interests: Please choose interests from the list.'],
  ])('refuses %j with the spec message', async (change, error) => {
    const response = await apply({ ...application, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error });
    await expectNothingKept();
  });

  it.each([
    { name: 'n'.repeat(101) },
    { location: 'l'.repeat(101) },
    { phone: '1'.repeat(41) },
    { motivation: 'm'.repeat(2_001) },
    { interests: Array(6).fill('Health') },
    { email: 'jean@example.org\nBcc: victim@example.net' },
    { name: 7 },
    { motivation: ['I want to help, really.'] },
  ])('refuses oversized, hostile or mistyped input: %j', async (change) => {
    const response = await apply({ ...application, ...change });
    expect(response.statusCode).toBe(400);
    await expectNothingKept();
  });

  it('keeps line breaks in the name out of the subject', async () => {
    expect(
      (await apply({ ...application, name: 'Eve\r\nBcc: victim@example.net' })).statusCode,
    ).toBe(200);
    expect((await outbox())[0]?.subject).toBe('Volunteer application: Eve Bcc: victim@example.net');
  });

  it('pretends to accept a filled-in honeypot, and keeps nothing', async () => {
    const response = await apply({ ...application, homepage: 'spam' });
    expect(response.json()).toEqual({ success: true });
    await expectNothingKept();
  });

  it('needs a solved challenge, and limits each client to 8 applications in 15 minutes', async () => {
    const missing = await apply(application, { altcha: null });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error: inEnglish(CHALLENGE_FAILED_MESSAGE) });
    for (let i = 0; i < 7; i++) expect((await apply(application)).statusCode).toBe(200);
    expect((await apply(application)).statusCode).toBe(429);
    expect((await apply(application, { ip: '198.51.100.2' })).statusCode).toBe(200);
    expect(await stored()).toHaveLength(8);
  });
});

describe.each(testDialects)('the admin volunteer list on %s', (dialect) => {
  let t: TestApp;
  let cookie: string;

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const list = async () => (await call('GET', '/api/volunteers')).json();
  const anna = {
    full_name: 'Anna Svensson',
    email: 'anna@example.org',
    phone: '070-123',
    address: 'Storgatan 1, Lund',
  };

  beforeEach(async () => {
    t = await createTestApp({ dialect });
    cookie = await t.login();
  });
  afterEach(() => t.close());

  it('adds, lists, updates and deletes volunteers with the spec fields', async () => {
    expect(await list()).toEqual([]);
    const added = await call('POST', '/api/volunteers', anna);
    expect(added.statusCode).toBe(200);
    const { id } = added.json();
    expect(added.json()).toEqual({ success: true, id: expect.any(Number) });
    expect(await list()).toEqual([{ id, ...anna }]);

    const updated = await call('PUT', `/api/volunteers?id=${id}`, {
      id,
      ...anna,
      full_name: 'Anna Berg',
      phone: '',
    });
    expect(updated.json()).toEqual({ success: true });
    expect(await list()).toEqual([{ id, ...anna, full_name: 'Anna Berg', phone: '' }]);

    const deleted = await call('DELETE', `/api/volunteers?id=${id}`);
    expect(deleted.json()).toEqual({ success: true });
    expect(await list()).toEqual([]);
  });

  it('needs only the full name', async () => {
    const response = await call('POST', '/api/volunteers', { full_name: 'Bo' });
    expect(response.statusCode).toBe(200);
    expect(await list()).toEqual([
      { id: expect.any(Number), full_name: 'Bo', email: '', phone: '', address: '' },
    ]);
  });

  it.each([
    [{ ...anna, full_name: '   ' }, 'full_name: Full name is required'],
    [{ email: 'anna@example.org' }, 'full_name: Full name is required'],
    [{ ...anna, email: 'not an address' }, 'email: Please enter a valid email address'],
    [
      { ...anna, full_name: 'x'.repeat(101) },
      'full_name: Full name must be less than 100 characters',
    ],
    [{ ...anna, address: 'x'.repeat(201) }, 'address: Address must be less than 200 characters'],
    [{ ...anna, phone: 12345 }, 'phone: Please enter text.'],
  ])('answers { error } for %j and stores nothing', async (payload, error) => {
    const response = await call('POST', '/api/volunteers', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error });
    expect(await list()).toEqual([]);
  });

  it('answers { error } for a missing, unknown or mismatched id', async () => {
    const { id } = (await call('POST', '/api/volunteers', anna)).json();
    const cases: [string, string, object | undefined, number, string][] = [
      [
        'PUT',
        '/api/volunteers',
        anna,
        400,
        'id: The volunteer id must be a positive whole number.',
      ],
      [
        'PUT',
        '/api/volunteers?id=abc',
        anna,
        400,
        'id: The volunteer id must be a positive whole number.',
      ],
      ['PUT', `/api/volunteers?id=${id + 1}`, anna, 404, 'This volunteer no longer exists.'],
      [
        'PUT',
        `/api/volunteers?id=${id}`,
        { ...anna, id: id + 1 },
        400,
        'The id in the body does not match the id in the address.',
      ],
      [
        'DELETE',
        '/api/volunteers?id=-1',
        undefined,
        400,
        'id: The volunteer id must be a positive whole number.',
      ],
      [
        'DELETE',
        `/api/volunteers?id=${id + 1}`,
        undefined,
        404,
        'This volunteer no longer exists.',
      ],
    ];
    for (const [method, url, payload, status, error] of cases) {
      const response = await call(method as 'PUT', url, payload);
      expect([response.statusCode, response.json()]).toEqual([status, { error }]);
    }
    expect(await list()).toEqual([{ id, ...anna }]);
  });

  it('exports the list as CSV', async () => {
    await call('POST', '/api/volunteers', { ...anna, full_name: '@Anna, "the organiser"' });
    const response = await call('GET', '/api/admin/export/volunteers.csv');
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="volunteers-2026-01-15.csv"',
    );
    expect(response.body).toBe(
      `\uFEFFFull name,Email,Phone number,Address\r\n"'@Anna, ""the organiser""",anna@example.org,070-123,"Storgatan 1, Lund"\r\n`,
    );
  });
});

describe.each(testDialects)('the admin applications on %s', (dialect) => {
  const admin = submissionsAdminTest({
    dialect,
    url: '/api/volunteer.php',
    fields: application,
    earlier: { name: 'Older' },
    later: { name: 'Newer', phone: '' },
  });
  const call = (method: 'GET' | 'POST', url: string) =>
    admin.t.app.inject({ method, url, headers: { cookie: admin.cookie } });

  it('lists applications newest first', async () => {
    const response = await call('GET', '/api/admin/applications');
    expect(response.statusCode).toBe(200);
    const [newer, older] = response.json();
    expect(newer).toEqual({
      id: expect.any(Number),
      ...application,
      name: 'Newer',
      phone: '',
      volunteer_id: null,
      created_at: '2026-01-15T10:01:00.000Z',
    });
    expect(older.name).toBe('Older');
  });

  it('adds an application to the volunteers once', async () => {
    const [newer] = (await call('GET', '/api/admin/applications')).json();
    const added = await call('POST', `/api/admin/applications/${newer.id}/volunteer`);
    expect(added.statusCode).toBe(200);
    const { id } = added.json();
    expect((await call('GET', '/api/volunteers')).json()).toEqual([
      {
        id,
        full_name: 'Newer',
        email: application.email,
        phone: '',
        address: application.location,
      },
    ]);
    expect((await call('GET', '/api/admin/applications')).json()[0].volunteer_id).toBe(id);

    const again = await call('POST', `/api/admin/applications/${newer.id}/volunteer`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'This application is already in the volunteer list.' });
    expect((await call('GET', '/api/volunteers')).json()).toHaveLength(1);

    // Deleting the volunteer record frees the application to be added again.
    await admin.t.app.inject({
      method: 'DELETE',
      url: `/api/volunteers?id=${id}`,
      headers: { cookie: admin.cookie },
    });
    expect((await call('GET', '/api/admin/applications')).json()[0].volunteer_id).toBeNull();
    expect((await call('POST', `/api/admin/applications/${newer.id}/volunteer`)).statusCode).toBe(
      200,
    );
  });

  it('answers 404 for an unknown application', async () => {
    const response = await call('POST', '/api/admin/applications/9999/volunteer');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'This application no longer exists.' });
  });

  it('exports applications as CSV', async () => {
    const response = await call('GET', '/api/admin/export/applications.csv');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Received,Name,Email,Phone,City and country,Availability,Interests,Motivation,Added to volunteers',
    );
    expect(lines[1]).toBe(
      '2026-01-15T10:01:00.000Z,Newer,jean@example.org,,"Kigali, Rwanda",Weekends,"Education, Media",I want to help children with their homework.,No',
    );
    expect(lines).toHaveLength(3);
  });
});

describe.each(testDialects)('volunteer admin calls without a session on %s', (dialect) => {
  let t: TestApp;
  let cookie: string;
  let volunteerId: number;
  let applicationId: number;

  beforeEach(async () => {
    t = await createTestApp({ dialect });
    cookie = await t.login();
    volunteerId = (
      await t.app.inject({
        method: 'POST',
        url: '/api/volunteers',
        headers: { cookie },
        payload: { full_name: 'Kept' },
      })
    ).json().id;
    await postPublicForm(t.app, '/api/volunteer.php', application);
    applicationId = (
      await t.db.selectFrom('volunteer_applications').select('id').executeTakeFirstOrThrow()
    ).id;
  });
  afterEach(() => t.close());

  it('answers 401 to every call and changes nothing', async () => {
    const calls = [
      ['GET', '/api/volunteers'],
      ['POST', '/api/volunteers', { full_name: 'Intruder' }],
      ['PUT', `/api/volunteers?id=${volunteerId}`, { full_name: 'Changed' }],
      ['DELETE', `/api/volunteers?id=${volunteerId}`],
      ['GET', '/api/admin/applications'],
      ['POST', `/api/admin/applications/${applicationId}/volunteer`],
      ['GET', '/api/admin/export/volunteers.csv'],
      ['GET', '/api/admin/export/applications.csv'],
    ] as const;
    for (const [method, url, payload] of calls) {
      for (const headers of [{}, { cookie: 'sid=forged-session-token' }]) {
        const response = await t.app.inject({
          method,
          url,
          headers,
          ...(payload ? { payload } : {}),
        });
        expect([method, url, response.statusCode, response.json()]).toEqual([
          method,
          url,
          401,
          { error: 'Please sign in as an admin.' },
        ]);
      }
    }
    const volunteers = await t.db.selectFrom('volunteers').select('full_name').execute();
    expect(volunteers).toEqual([{ full_name: 'Kept' }]);
    const applications = await t.db
      .selectFrom('volunteer_applications')
      .select('volunteer_id')
      .execute();
    expect(applications).toEqual([{ volunteer_id: null }]);
  });
});
