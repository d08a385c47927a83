import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { brand } from '#shared/brand.ts';
import { inEnglish } from '../../lib/http-error.ts';
import { postPublicForm, solvedChallenge } from '../../testing/challenge.ts';
import { publicFormTest, submissionsAdminTest } from '../../testing/public-form.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { testDialects } from '../../testing/test-db.ts';
import { createTestLogger } from '../../testing/test-logger.ts';
import { startTestSmtpServer } from '../../testing/test-smtp.ts';
import { CHALLENGE_FAILED_MESSAGE } from '../challenge/index.ts';
import { startOutboxWorker } from '../outbox/index.ts';

const message = {
  name: 'Anna Svensson',
  email: 'anna@example.org',
  phone: '+46 70 123 45 67',
  subject: 'Sponsoring a child',
  message: 'Hello! How can our church group support the school program?',
};

describe.each(testDialects)('POST /api/send-email on %s', (dialect) => {
  const form = publicFormTest({
    dialect,
    url: '/api/send-email',
    table: 'contact_messages',
    ip: '203.0.113.7',
    notifyEmail: 'office@example.org',
  });
  const { send, stored, outbox, expectNothingKept } = form;

  it('stores the message, e-mails it to the organisation and sends the sender a receipt', async () => {
    const response = await send({
      ...message,
      name: '  Anna Svensson ',
      email: ' anna@example.org',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });

    expect(await stored()).toEqual([
      {
        id: expect.any(Number),
        ...message,
        locale: 'en',
        created_at: '2026-01-15T10:00:00.000Z',
        read_at: null,
      },
    ]);
    const [toOrganisation, receipt] = await outbox();
    expect(toOrganisation).toMatchObject({
      to_address: 'office@example.org',
      reply_to: 'anna@example.org',
      subject: 'Contact form: Sponsoring a child (from Anna Svensson)',
      status: 'pending',
    });
    expect(toOrganisation?.text_body).toContain(message.message);
    expect(toOrganisation?.text_body).toContain('Phone: +46 70 123 45 67');
    expect(receipt).toMatchObject({ to_address: 'anna@example.org', reply_to: null });
    expect(receipt?.text_body).toContain('within 24-48 hours');
    // The receipt repeats nothing the sender typed: it cannot carry someone else's text.
    expect(receipt?.text_body).not.toContain('Anna');
    expect(receipt?.text_body).not.toContain(message.message);
  });

  it('answers in Swedish, keeps the language and writes the receipt in Swedish from a Swedish page', async () => {
    const refused = await send({ ...message, name: ' ' }, { language: 'sv' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: 'name: Fyll i ditt namn' });
    const tooLong = await send({ ...message, message: 'x'.repeat(501) }, { language: 'sv' });
    expect(tooLong.json()).toEqual({ error: 'message: Meddelandet får vara högst 500 tecken' });

    const response = await send(message, { language: 'sv' });
    expect(response.statusCode).toBe(200);
    expect(await stored()).toMatchObject([{ name: 'Anna Svensson', locale: 'sv' }]);
    const [toOrganisation, receipt] = await outbox();
    // The organisation reads its copy in English; the sender gets the receipt in Swedish.
    expect(toOrganisation?.subject).toBe('Contact form: Sponsoring a child (from Anna Svensson)');
    expect(receipt?.subject).toBe(`Vi har fått ditt meddelande – ${brand.name}`);
    expect(receipt?.text_body).toContain('Hej!');
    expect(receipt?.text_body).toContain(
      'Vi har fått ditt meddelande och svarar inom 24–48 timmar.',
    );
  });

  it('answers in English without a language, or with one it does not speak', async () => {
    for (const language of [undefined, 'de-DE,fr;q=0.8']) {
      const refused = await send({ ...message, name: '' }, language ? { language } : {});
      expect(refused.json()).toEqual({ error: 'name: Name is required' });
    }
  });

  it('takes phone and subject as optional', async () => {
    const response = await send({ name: 'Bo', email: 'bo@example.org', message: 'Hi there' });
    expect(response.statusCode).toBe(200);
    expect(await stored()).toMatchObject([{ phone: '', subject: '' }]);
    expect((await outbox())[0]?.subject).toBe('Contact form: New message (from Bo)');
  });

  it('sends to the brand e-mail when NOTIFY_EMAIL is not set', async () => {
    const withDefaults = await createTestApp({ dialect });
    try {
      const response = await postPublicForm(withDefaults.app, '/api/send-email', message);
      expect(response.statusCode).toBe(200);
      const [row] = await withDefaults.db.selectFrom('outbox').select('to_address').execute();
      expect(row?.to_address).toBe('info@example.org');
    } finally {
      await withDefaults.close();
    }
  });

  it.each([
    [{ name: '' }, 'name: Name is required'],
    [{ name: '   ' }, 'name: Name is required'],
    [{ name: undefined }, 'name: Name is required'],
    [{ email: '' }, 'email: Email is required'],
    [{ email: 'anna(at)example.org' }, 'email: Please enter a valid email address'],
    [{ email: 'anna@' }, 'email: Please enter a valid email address'],
    [{ message: '' }, 'message: Message is required'],
    [{ message: ' \n ' }, 'message: Message is required'],
    [{ message: 'x'.repeat(501) }, 'message: Message must be less than 500 characters'],
  ])('refuses %j with the spec message', async (change, error) => {
    const response = await send({ ...message, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error });
    await expectNothingKept();
  });

  it('accepts a message of exactly 500 characters', async () => {
    expect((await send({ ...message, message: 'x'.repeat(500) })).statusCode).toBe(200);
  });

  it.each([
    [{ name: 'n'.repeat(101) }, 'name: Name must be less than 100 characters'],
    [{ subject: 's'.repeat(151) }, 'subject: Subject must be less than 150 characters'],
    [{ phone: '1'.repeat(41) }, 'phone: Phone must be less than 40 characters'],
    [{ email: `${'a'.repeat(250)}@example.org` }, 'email: Please enter a valid email address'],
  ])('refuses oversized fields: %j', async (change, error) => {
    const response = await send({ ...message, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error });
    await expectNothingKept();
  });

  it.each([
    { name: 42 },
    { email: ['anna@example.org'] },
    { message: { text: 'hi' } },
    { subject: true },
    { phone: 46701234567 },
  ])('refuses wrong types: %j', async (change) => {
    const response = await send({ ...message, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual(expect.any(String));
    await expectNothingKept();
  });

  it('refuses a body that is not a JSON object, or too large', async () => {
    for (const payload of ['just text', '[1,2]', '{"name": ']) {
      const response = await form.t.app.inject({
        method: 'POST',
        url: '/api/send-email',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode).toBe(400);
    }
    const huge = await send({ ...message, message: 'x'.repeat(1_100_000) });
    expect(huge.statusCode).toBe(413);
    await expectNothingKept();
  });

  it('refuses an address with a line break (header injection)', async () => {
    const response = await send({
      ...message,
      email: 'anna@example.org\r\nBcc: victim@example.net',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'email: Please enter a valid email address' });
    await expectNothingKept();
  });

  it('keeps line breaks in names and subjects out of the e-mail headers', async () => {
    const response = await send({
      ...message,
      name: 'Eve\r\nBcc: victim@example.net',
      subject: 'Hi\nBcc: victim@example.net\r\nX-Spam: yes',
    });
    expect(response.statusCode).toBe(200);
    const [row] = await stored();
    expect(row?.name).toBe('Eve Bcc: victim@example.net');

    // Deliver through a real SMTP server and read the headers that arrived.
    const smtp = await startTestSmtpServer();
    const worker = startOutboxWorker({
      db: form.t.db,
      clock: form.t.clock,
      smtpUrl: smtp.url,
      smtpInsecure: true,
      from: form.t.config.mailFrom,
      log: createTestLogger().log,
    });
    try {
      await worker.runOnce();
      expect(smtp.received).toHaveLength(2);
      const toOrganisation = smtp.received.find((mail) =>
        mail.envelopeTo.includes('office@example.org'),
      );
      expect(toOrganisation?.envelopeTo).toEqual(['office@example.org']);
      const parsed = await simpleParser(toOrganisation?.raw ?? '');
      expect(parsed.subject).toBe(
        'Contact form: Hi Bcc: victim@example.net X-Spam: yes (from Eve Bcc: victim@example.net)',
      );
      expect(parsed.headers.has('bcc')).toBe(false);
      expect(parsed.headers.has('x-spam')).toBe(false);
      expect(parsed.replyTo?.text).toBe('anna@example.org');
      for (const mail of smtp.received) expect(mail.envelopeTo).not.toContain('victim@example.net');
    } finally {
      await worker.stop();
      await smtp.close();
    }
  });

  it('pretends to accept a filled-in honeypot, and keeps nothing', async () => {
    const response = await send({ ...message, homepage: 'http://spam.example' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    await expectNothingKept();
  });

  it('refuses a request without a solved challenge, or with a used one', async () => {
    const missing = await send(message, { altcha: null });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error: inEnglish(CHALLENGE_FAILED_MESSAGE) });
    const forged = await send(message, { altcha: Buffer.from('{}').toString('base64') });
    expect(forged.statusCode).toBe(400);
    await expectNothingKept();

    const altcha = await solvedChallenge(form.t.app);
    expect((await send(message, { altcha })).statusCode).toBe(200);
    const replay = await send(message, { altcha });
    expect(replay.statusCode).toBe(400);
    expect(await stored()).toHaveLength(1);
  });

  it('limits each client to 8 messages in 15 minutes', async () => {
    for (let i = 0; i < 8; i++) expect((await send(message)).statusCode).toBe(200);
    const limited = await send(message);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: 'Too many requests. Please try again later.' });
    expect((await send(message, { ip: '198.51.100.9' })).statusCode).toBe(200);
    form.t.clock.advance(15 * 60_000);
    expect((await send(message)).statusCode).toBe(200);
    expect(await stored()).toHaveLength(10);
  });

  it('refuses a cross-site post', async () => {
    const response = await form.t.app.inject({
      method: 'POST',
      url: '/api/send-email',
      headers: { origin: 'https://evil.example' },
      payload: { ...message, altcha: await solvedChallenge(form.t.app) },
    });
    expect(response.statusCode).toBe(403);
    await expectNothingKept();
  });
});

describe.each(testDialects)('the admin messages on %s', (dialect) => {
  const admin = submissionsAdminTest({
    dialect,
    url: '/api/send-email',
    fields: message,
    earlier: { name: 'First' },
    later: { name: '=HYPERLINK("http://evil.example","Click")', message: '+1, "quoted"' },
  });
  const get = (url: string, withCookie = true) =>
    admin.t.app.inject({ method: 'GET', url, headers: withCookie ? { cookie: admin.cookie } : {} });

  it('lists the messages newest first', async () => {
    const response = await get('/api/admin/messages');
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list.map((m: { name: string }) => m.name)).toEqual([
      '=HYPERLINK("http://evil.example","Click")',
      'First',
    ]);
    expect(list[1]).toEqual({
      id: expect.any(Number),
      ...message,
      name: 'First',
      created_at: '2026-01-15T10:00:00.000Z',
      read_at: null,
    });
  });

  it('marks a message read, once; an unknown one is 404 and the call needs a session', async () => {
    const [, first] = (await get('/api/admin/messages')).json();
    const read = (id: number, withCookie = true) =>
      admin.t.app.inject({
        method: 'POST',
        url: `/api/admin/messages/${id}/read`,
        headers: withCookie ? { cookie: admin.cookie } : {},
      });
    expect((await read(first.id, false)).statusCode).toBe(401);
    expect((await read(first.id)).json()).toEqual({ success: true });
    admin.t.clock.advance(60_000);
    expect((await read(first.id)).statusCode).toBe(200);
    const [unread, marked] = (await get('/api/admin/messages')).json();
    expect(unread.read_at).toBeNull();
    expect(marked.read_at).toBe('2026-01-15T10:01:00.000Z');
    expect((await read(999)).statusCode).toBe(404);
  });

  it('exports them as CSV that a spreadsheet cannot run', async () => {
    const response = await get('/api/admin/export/messages.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="messages-2026-01-15.csv"',
    );
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Received,Name,Email,Phone,Subject,Message');
    expect(lines[1]).toBe(
      `2026-01-15T10:01:00.000Z,"'=HYPERLINK(""http://evil.example"",""Click"")",anna@example.org,'+46 70 123 45 67,Sponsoring a child,"'+1, ""quoted"""`,
    );
  });

  it('answers 401 without a session, and shows nothing', async () => {
    for (const url of ['/api/admin/messages', '/api/admin/export/messages.csv']) {
      const response = await get(url, false);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'Please sign in as an admin.' });
    }
  });
});
