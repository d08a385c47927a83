import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { ExpressionBuilder } from 'kysely';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/database.ts';
import type { Database, OutboxMessage } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { SECRET_MARK } from './mailer.ts';

export const MAX_ATTEMPTS = 8;
/** A message claimed longer ago than this by an instance that died is tried again. */
const CLAIM_TIMEOUT_MS = 5 * 60_000;
const POLL_INTERVAL_MS = 15_000;
/**
 * Messages one instance sends at once, each over its own pooled SMTP connection: one at a time,
 * an appeal's busy hour (a receipt and a notice per gift) queued faster than it was sent.
 */
export const SENDERS = 4;

/** 1 min, 2, 4 … capped at 2 hours: an SMTP outage of an afternoon loses nothing. */
export function backoffMs(attempts: number): number {
  return Math.min(60_000 * 2 ** (attempts - 1), 2 * 60 * 60_000);
}

export interface Transport {
  sendMail(message: Record<string, unknown>): Promise<unknown>;
}

export interface OutboxWorkerOptions {
  db: Db;
  clock: Clock;
  smtpUrl: string | undefined;
  /** Plain smtp:// without STARTTLS (a relay on this machine); otherwise TLS is required. */
  smtpInsecure?: boolean;
  from: string | undefined;
  log: FastifyBaseLogger;
  transport?: Transport;
  pollIntervalMs?: number;
}

/**
 * Sends due outbox messages. Each message is claimed with a conditional UPDATE, so with several
 * app instances on one database exactly one instance sends it. Without SMTP_URL nothing is
 * sent: the messages wait in the outbox, readable by the admin.
 */
export function startOutboxWorker(options: OutboxWorkerOptions) {
  const { db, clock, log } = options;
  // The worker closes the pooled connections it opened, and leaves a given transport to its owner.
  const ownTransport =
    !options.transport && options.smtpUrl
      ? // smtps:// is TLS from the start; smtp:// must upgrade with STARTTLS or not send at all.
        nodemailer.createTransport({
          url: options.smtpUrl,
          requireTLS: !options.smtpInsecure,
          pool: true,
          maxConnections: SENDERS,
        })
      : undefined;
  const transport: Transport | undefined = options.transport ?? ownTransport;
  const queries = workerQueries(db, randomUUID());
  let running: Promise<void> | undefined;
  let rerun: Promise<void> | undefined;
  let stopped = false;

  if (!transport) {
    log.warn('SMTP_URL is not set: e-mails are kept in the outbox and not sent');
  }

  async function deliver(message: OutboxMessage) {
    if (!transport) return;
    const attempts = message.attempts + 1;
    try {
      await transport.sendMail(toMail(message, options.from));
      await queries.markSent(message.id, attempts, clock.now());
    } catch (err) {
      log.warn({ err, outboxId: message.id, attempts }, 'e-mail not sent');
      await queries.putBack(message.id, attempts, err, clock.now());
    }
  }

  async function sendUntilNoneDue() {
    // A claimed message is always delivered or put back, even when stop() comes meanwhile.
    while (!stopped) {
      const message = await queries.claimNext(clock.now());
      if (!message) return;
      await deliver(message);
    }
  }

  async function drain() {
    if (!transport) return;
    await Promise.all(Array.from({ length: SENDERS }, sendUntilNoneDue));
  }

  /**
   * Sends what is due. Called while a run is under way, it resolves after one more run, so what
   * was queued since is sent too.
   */
  function runOnce(): Promise<void> {
    if (running) {
      rerun ??= running.then(() => {
        rerun = undefined;
        return runOnce();
      });
      return rerun;
    }
    running = drain()
      .catch((err) => log.error({ err }, 'outbox worker failed'))
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  const timer = setInterval(() => void runOnce(), options.pollIntervalMs ?? POLL_INTERVAL_MS);
  timer.unref();
  void runOnce();

  return {
    /** Sends what is due now (called after a message is queued). */
    wake: () => void runOnce(),
    runOnce,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await (rerun ?? running);
      ownTransport?.close();
    },
  };
}

type Attachment = { filename: string; contentType: string; content: string };

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

/** The stored part with the message's secret (if any) in place of SECRET_MARK. */
function withSecret(body: string, secret: string | null, encode: (value: string) => string) {
  return secret === null ? body : body.replaceAll(SECRET_MARK, () => encode(secret));
}

function toMail(message: OutboxMessage, from: string | undefined): Record<string, unknown> {
  return {
    from,
    to: message.to_address,
    replyTo: message.reply_to ?? undefined,
    subject: message.subject,
    text: withSecret(message.text_body, message.secret, (value) => value),
    // Both parts: nodemailer sends multipart/alternative (messages stored before migration 040
    // have none, and go as text only).
    html:
      message.html_body === null
        ? undefined
        : withSecret(message.html_body, message.secret, escapeHtml),
    attachments: message.attachments
      ? (JSON.parse(message.attachments) as Attachment[]).map((a) => ({ ...a, encoding: 'base64' }))
      : undefined,
  };
}

/** The worker's SQL: a message is claimed by one worker, and only that worker settles it. */
function workerQueries(db: Db, workerId: string) {
  return {
    async claimNext(at: Date): Promise<OutboxMessage | undefined> {
      const now = at.toISOString();
      const staleBefore = new Date(at.getTime() - CLAIM_TIMEOUT_MS).toISOString();
      // Checked again by the UPDATE: since the SELECT, another instance may have claimed the row,
      // or tried it and put it back for later.
      const claimable = (eb: ExpressionBuilder<Database, 'outbox'>) =>
        eb.or([
          eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', now)]),
          eb.and([eb('status', '=', 'sending'), eb('claimed_at', '<', staleBefore)]),
        ]);
      const candidates = await db
        .selectFrom('outbox')
        .select('id')
        .where(claimable)
        .orderBy('id')
        .limit(10)
        .execute();
      for (const { id } of candidates) {
        const claimed = await db
          .updateTable('outbox')
          .set({ status: 'sending', claimed_by: workerId, claimed_at: now })
          .where('id', '=', id)
          .where(claimable)
          .returningAll()
          .executeTakeFirst();
        if (claimed) return claimed;
      }
      return undefined;
    },

    async markSent(id: number, attempts: number, at: Date) {
      await db
        .updateTable('outbox')
        .set({
          status: 'sent',
          sent_at: at.toISOString(),
          attempts,
          last_error: null,
          secret: null,
        })
        .where('id', '=', id)
        .where('claimed_by', '=', workerId)
        .execute();
    },

    /** Back in the queue after a backoff, or failed for good after MAX_ATTEMPTS. */
    async putBack(id: number, attempts: number, err: unknown, at: Date) {
      await db
        .updateTable('outbox')
        .set({
          status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
          attempts,
          last_error: err instanceof Error ? err.message.slice(0, 500) : 'unknown error',
          next_attempt_at: new Date(at.getTime() + backoffMs(attempts)).toISOString(),
          claimed_by: null,
          claimed_at: null,
        })
        .where('id', '=', id)
        .where('claimed_by', '=', workerId)
        .execute();
    },
  };
}
