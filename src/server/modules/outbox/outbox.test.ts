import { simpleParser } from 'mailparser';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freePort } from '../../../../scripts/lib/built-server.mjs';
import type { Db } from '../../db/database.ts';
import { createTestDb, testDialects } from '../../testing/test-db.ts';
import { createTestLogger, LOG_LEVEL } from '../../testing/test-logger.ts';
import { startTestSmtpServer } from '../../testing/test-smtp.ts';
import { type Mailer, SECRET_MARK } from './mailer.ts';
import { createOutboxMailer } from './outbox-mailer.ts';
import {
  backoffMs,
  MAX_ATTEMPTS,
  type OutboxWorkerOptions,
  SENDERS,
  startOutboxWorker,
  type Transport,
} from './outbox-worker.ts';

const FROM = 'Hope Bridge <info@example.org>';
const START = new Date('2026-01-15T10:00:00.000Z');
const ICS = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\nEND:VCALENDAR\r\n';

const invitation = {
  to: 'guest@example.org',
  subject: 'Your ticket for the Harvest Concert',
  text: 'Thank you for your order.\nWe look forward to seeing you.',
  replyTo: 'events@example.org',
  attachments: [{ filename: 'concert.ics', contentType: 'text/calendar', content: ICS }],
};

describe('backoffMs', () => {
  it('doubles from one minute and stops at two hours', () => {
    expect([1, 2, 3, 4].map(backoffMs)).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect(backoffMs(8)).toBe(2 * 60 * 60_000);
    expect(backoffMs(30)).toBe(2 * 60 * 60_000);
  });
});

describe.each(testDialects)('the e-mail outbox on %s', (dialect) => {
  let db: Db;
  let destroy: () => Promise<void>;
  let connect: () => Db;
  let now: Date;
  const clock = { now: () => new Date(now) };
  let mailer: Mailer;
  const workers: ReturnType<typeof startOutboxWorker>[] = [];
  const cleanups: (() => Promise<void>)[] = [];

  const startWorker = (options: Partial<OutboxWorkerOptions> = {}) => {
    const worker = startOutboxWorker({
      db,
      clock,
      smtpUrl: undefined,
      // The test SMTP server offers no STARTTLS.
      smtpInsecure: true,
      from: FROM,
      log: createTestLogger().log,
      ...options,
    });
    workers.push(worker);
    return worker;
  };
  const rows = () => db.selectFrom('outbox').selectAll().orderBy('id').execute();
  const onlyRow = async () => {
    const all = await rows();
    expect(all).toHaveLength(1);
    return all[0]!;
  };

  beforeEach(async () => {
    ({ db, destroy, connect } = await createTestDb(dialect));
    now = START;
    mailer = createOutboxMailer(db, clock);
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop()));
    await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
    await destroy();
  });

  describe('send()', () => {
    it('stores the message as a pending row first', async () => {
      const result = await mailer.send({
        ...invitation,
        attachments: [
          ...invitation.attachments,
          {
            filename: 'logo.bin',
            contentType: 'application/octet-stream',
            content: Buffer.from([0, 255]),
          },
        ],
      });
      expect(result).toEqual({ id: expect.any(Number), duplicate: false });
      expect(await onlyRow()).toEqual({
        id: result.id,
        dedupe_key: null,
        to_address: invitation.to,
        reply_to: invitation.replyTo,
        subject: invitation.subject,
        text_body: invitation.text,
        html_body: expect.stringContaining('We look forward to seeing you.'),
        attachments: JSON.stringify([
          {
            filename: 'concert.ics',
            contentType: 'text/calendar',
            content: Buffer.from(ICS).toString('base64'),
          },
          { filename: 'logo.bin', contentType: 'application/octet-stream', content: 'AP8=' },
        ]),
        status: 'pending',
        attempts: 0,
        next_attempt_at: START.toISOString(),
        claimed_by: null,
        claimed_at: null,
        last_error: null,
        sent_at: null,
        created_at: START.toISOString(),
        secret: null,
      });
    });

    it('queues a message with a known dedupe key only once', async () => {
      const queued: number[] = [];
      const notifying = createOutboxMailer(db, clock, { onQueued: () => queued.push(1) });
      const message = {
        to: 'donor@example.org',
        subject: 'Receipt',
        text: 'Thanks',
        dedupeKey: 'receipt:pi_1',
      };
      const first = await notifying.send(message);
      const second = await notifying.send({ ...message, text: 'Thanks again' });
      expect(first.duplicate).toBe(false);
      expect(second).toEqual({ id: first.id, duplicate: true });
      expect(queued).toHaveLength(1);
      expect((await onlyRow()).text_body).toBe('Thanks');
    });

    it('opens every message with the notice it is given (the sandbox says it is a test)', async () => {
      const marked = createOutboxMailer(db, clock, { notice: 'Test mode.' });
      await marked.send({ to: 'donor@example.org', subject: 'Receipt', text: 'Thanks' });
      expect(await onlyRow()).toMatchObject({
        subject: 'Receipt',
        text_body: 'Test mode.\n\nThanks',
      });
    });

    it('keeps one row when the same key is sent at the same moment from two connections', async () => {
      const otherMailer = createOutboxMailer(connect(), clock);
      const message = {
        to: 'donor@example.org',
        subject: 'Receipt',
        text: 'Thanks',
        dedupeKey: 'receipt:pi_2',
      };
      const results = await Promise.all([
        mailer.send(message),
        otherMailer.send(message),
        mailer.send(message),
        otherMailer.send(message),
      ]);
      expect(results.filter((r) => !r.duplicate)).toHaveLength(1);
      expect(new Set(results.map((r) => r.id)).size).toBe(1);
      await onlyRow();
    });
  });

  describe('the worker', () => {
    it('sends nothing over plain smtp:// without STARTTLS unless SMTP_INSECURE allows it', async () => {
      const smtp = await startTestSmtpServer();
      cleanups.push(smtp.close);
      await mailer.send(invitation);
      await startWorker({ smtpUrl: smtp.url, smtpInsecure: false }).runOnce();
      expect(smtp.received).toHaveLength(0);
      expect(await onlyRow()).toMatchObject({ status: 'pending', attempts: 1 });
      expect((await onlyRow()).last_error).toMatch(/STARTTLS/i);
    });

    it('sends through SMTP with subject, body, reply-to and attachments, then marks it sent', async () => {
      const smtp = await startTestSmtpServer();
      cleanups.push(smtp.close);
      await mailer.send(invitation);
      await startWorker({ smtpUrl: smtp.url }).runOnce();

      expect(smtp.received).toHaveLength(1);
      const mail = smtp.received[0]!;
      expect(mail.envelopeFrom).toBe('info@example.org');
      expect(mail.envelopeTo).toEqual(['guest@example.org']);
      const parsed = await simpleParser(mail.raw);
      expect(parsed.subject).toBe(invitation.subject);
      expect(parsed.from?.text).toBe('"Hope Bridge" <info@example.org>');
      expect(parsed.to).toMatchObject({ text: 'guest@example.org' });
      expect(parsed.replyTo?.text).toBe('events@example.org');
      expect(parsed.text?.trim()).toBe(invitation.text);
      // multipart/alternative: the HTML part beside the text, as stored.
      expect(mail.raw).toMatch(/Content-Type: multipart\/alternative/i);
      expect(parsed.html).toBe((await onlyRow()).html_body);
      expect(parsed.html).toContain('<html dir="ltr" lang="en">');
      expect(parsed.attachments).toHaveLength(1);
      expect(parsed.attachments[0]).toMatchObject({
        filename: 'concert.ics',
        contentType: 'text/calendar',
      });
      expect(parsed.attachments[0]?.content.toString()).toBe(ICS);

      expect(await onlyRow()).toMatchObject({
        status: 'sent',
        attempts: 1,
        sent_at: START.toISOString(),
        last_error: null,
      });
    });

    it('keeps a secret out of the stored text: put in when the message is sent, then forgotten', async () => {
      const smtp = await startTestSmtpServer();
      cleanups.push(smtp.close);
      const link = 'https://charity.example/my-gifts?token=';
      await mailer.send({
        to: 'donor@example.org',
        subject: 'Your sign-in link',
        text: `Open this link:\n${link}${SECRET_MARK}\nIt works once.`,
        secret: 'abc.def',
      });
      expect((await onlyRow()).text_body).toBe(`Open this link:\n${link}•••\nIt works once.`);
      const storedHtml = (await onlyRow()).html_body;
      expect(storedHtml).toContain(`href="${link}•••"`);
      expect(storedHtml).not.toContain('abc.def');

      await startWorker({ smtpUrl: smtp.url }).runOnce();
      const parsed = await simpleParser(smtp.received[0]!.raw);
      expect(parsed.text?.trim()).toBe(`Open this link:\n${link}abc.def\nIt works once.`);
      expect(parsed.html).toContain(`href="${link}abc.def"`);
      expect(parsed.html).not.toContain(SECRET_MARK);
      const sent = await onlyRow();
      expect(sent.status).toBe('sent');
      // A copy of the database taken now holds no live link.
      expect(JSON.stringify(sent)).not.toContain('abc.def');
    });

    it('sends a message queued while a run is under way in the same call', async () => {
      const sent: string[] = [];
      let release = () => {};
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      const transport: Transport = {
        async sendMail(message) {
          sent.push(String(message.subject));
          if (message.subject === 'first') await gate;
        },
      };
      await mailer.send({ to: 'a@example.org', subject: 'first', text: '1' });
      const worker = startWorker({ transport });
      const firstRun = worker.runOnce();
      await mailer.send({ to: 'a@example.org', subject: 'second', text: '2' });
      const secondRun = worker.runOnce();
      release();
      await Promise.all([firstRun, secondRun]);
      expect(sent).toEqual(['first', 'second']);
      expect((await rows()).map((row) => row.status)).toEqual(['sent', 'sent']);
    });

    it('sends several messages at once, each once', async () => {
      let inFlight = 0;
      let mostAtOnce = 0;
      let release = () => {};
      // The first sends wait until SENDERS are under way at once (a worker that sends fewer at
      // once never gets there, and the test times out).
      const allUnderWay = new Promise<void>((resolve) => {
        release = resolve;
      });
      const sent: string[] = [];
      const transport: Transport = {
        async sendMail(message) {
          inFlight += 1;
          mostAtOnce = Math.max(mostAtOnce, inFlight);
          if (inFlight === SENDERS) release();
          await allUnderWay;
          sent.push(String(message.subject));
          inFlight -= 1;
        },
      };
      const subjects = Array.from({ length: 3 * SENDERS }, (_, i) => `message ${i}`);
      for (const subject of subjects)
        await mailer.send({ to: 'a@example.org', subject, text: '.' });
      await startWorker({ transport }).runOnce();
      expect(mostAtOnce).toBe(SENDERS);
      expect(sent.toSorted()).toEqual(subjects.toSorted());
      expect(new Set((await rows()).map((row) => row.status))).toEqual(new Set(['sent']));
    });

    it('stops after the messages it is sending, and leaves the rest pending', async () => {
      let release = () => {};
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      const sent: string[] = [];
      const transport: Transport = {
        async sendMail(message) {
          sent.push(String(message.subject));
          await gate;
        },
      };
      for (let i = 0; i <= SENDERS; i++) {
        await mailer.send({ to: 'a@example.org', subject: `message ${i}`, text: '.' });
      }
      const worker = startWorker({ transport });
      const run = worker.runOnce();
      await expect.poll(() => sent.length).toBe(SENDERS);
      const stopped = worker.stop();
      release();
      await Promise.all([run, stopped]);
      expect(sent).toHaveLength(SENDERS);
      const statuses = (await rows()).map((row) => row.status);
      expect(statuses.filter((status) => status === 'sent')).toHaveLength(SENDERS);
      expect(statuses.filter((status) => status === 'pending')).toHaveLength(1);
    });

    it('puts a refused message back with attempts, the error and a backoff, until it fails', async () => {
      const smtp = await startTestSmtpServer({ rejectRecipients: true });
      cleanups.push(smtp.close);
      await mailer.send(invitation);
      const worker = startWorker({ smtpUrl: smtp.url });

      await worker.runOnce();
      expect(await onlyRow()).toMatchObject({
        status: 'pending',
        attempts: 1,
        last_error: expect.stringMatching(/550.*Mailbox unavailable/),
        next_attempt_at: new Date(START.getTime() + backoffMs(1)).toISOString(),
        claimed_by: null,
        sent_at: null,
      });

      // Not due yet: nothing happens.
      now = new Date(START.getTime() + backoffMs(1) - 1);
      await worker.runOnce();
      expect((await onlyRow()).attempts).toBe(1);

      for (let attempts = 2; attempts <= MAX_ATTEMPTS; attempts++) {
        now = new Date((await onlyRow()).next_attempt_at);
        await worker.runOnce();
        const row = await onlyRow();
        expect(row.attempts).toBe(attempts);
        expect(row.status).toBe(attempts < MAX_ATTEMPTS ? 'pending' : 'failed');
        expect(row.next_attempt_at).toBe(
          new Date(now.getTime() + backoffMs(attempts)).toISOString(),
        );
      }

      now = new Date(now.getTime() + 24 * 60 * 60_000);
      await worker.runOnce();
      expect(await onlyRow()).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
      expect(smtp.received).toEqual([]);
    });

    it('retries later when nothing answers at the SMTP address', async () => {
      await mailer.send(invitation);
      await startWorker({ smtpUrl: `smtp://127.0.0.1:${await freePort()}` }).runOnce();
      expect(await onlyRow()).toMatchObject({
        status: 'pending',
        attempts: 1,
        last_error: expect.stringContaining('ECONNREFUSED'),
        next_attempt_at: new Date(START.getTime() + backoffMs(1)).toISOString(),
      });
    });

    it('keeps messages pending and readable without SMTP_URL', async () => {
      await mailer.send(invitation);
      const { log, entries } = createTestLogger();
      const worker = startWorker({ smtpUrl: undefined, log });
      await worker.runOnce();
      expect(entries).toContainEqual(
        expect.objectContaining({
          level: LOG_LEVEL.warn,
          msg: expect.stringContaining('SMTP_URL'),
        }),
      );
      expect(await onlyRow()).toMatchObject({
        status: 'pending',
        attempts: 0,
        subject: invitation.subject,
        text_body: invitation.text,
        to_address: invitation.to,
      });
    });

    it('takes over a message left half-sent by an instance that died, but not a fresh claim', async () => {
      const sent: string[] = [];
      const transport: Transport = {
        async sendMail(message) {
          sent.push(String(message.subject));
        },
      };
      const stale = await mailer.send({ to: 'a@example.org', subject: 'stale', text: '1' });
      const fresh = await mailer.send({ to: 'a@example.org', subject: 'fresh', text: '2' });
      const claim = (id: number, minutesAgo: number) =>
        db
          .updateTable('outbox')
          .set({
            status: 'sending',
            claimed_by: 'dead-instance',
            claimed_at: new Date(START.getTime() - minutesAgo * 60_000).toISOString(),
          })
          .where('id', '=', id)
          .execute();
      await claim(stale.id, 6);
      await claim(fresh.id, 1);
      await startWorker({ transport }).runOnce();
      expect(sent).toEqual(['stale']);
      expect((await rows()).map((row) => row.status)).toEqual(['sent', 'sending']);
    });
  });

  describe('with two instances', () => {
    const MESSAGES = 200;

    async function queueMany() {
      for (let i = 0; i < MESSAGES; i += 50) {
        await db
          .insertInto('outbox')
          .values(
            Array.from({ length: 50 }, (_, j) => ({
              to_address: 'someone@example.org',
              subject: `message ${i + j}`,
              text_body: 'body',
              status: 'pending' as const,
              attempts: 0,
              next_attempt_at: START.toISOString(),
              created_at: START.toISOString(),
            })),
          )
          .execute();
      }
    }

    /**
     * Records each delivery. A working one yields now and then, so the two workers interleave; a
     * failing one fails at once, so a worker's claim races the other's failure handling.
     */
    function countingTransport(counts: Map<string, number>, fail: boolean): Transport {
      return {
        async sendMail(message) {
          const subject = String(message.subject);
          counts.set(subject, (counts.get(subject) ?? 0) + 1);
          if (fail) throw new Error('421 try again later');
          await new Promise((resolve) => setTimeout(resolve, Math.random() < 0.2 ? 1 : 0));
        },
      };
    }

    async function runTwoWorkers(fail: boolean) {
      await queueMany();
      const counts = new Map<string, number>();
      const transport = countingTransport(counts, fail);
      // On PostgreSQL each instance has its own connection pool; SQLite is one file, one process.
      const first = startWorker({ db, transport });
      const second = startWorker({ db: connect(), transport });
      await Promise.all([first.runOnce(), second.runOnce()]);
      return counts;
    }

    it('delivers each message exactly once', async () => {
      const counts = await runTwoWorkers(false);
      expect(counts.size).toBe(MESSAGES);
      expect([...counts.values()].every((count) => count === 1)).toBe(true);
      const statuses = await db
        .selectFrom('outbox')
        .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy('status')
        .execute();
      expect(statuses).toEqual([{ status: 'sent', n: MESSAGES }]);
    });

    it('tries each failing message once until its backoff has passed', async () => {
      const counts = await runTwoWorkers(true);
      expect(counts.size).toBe(MESSAGES);
      expect([...counts.values()].every((count) => count === 1)).toBe(true);
      const attempts = await db
        .selectFrom('outbox')
        .select(['status', 'attempts'])
        .distinct()
        .execute();
      expect(attempts).toEqual([{ status: 'pending', attempts: 1 }]);
    });
  });
});
