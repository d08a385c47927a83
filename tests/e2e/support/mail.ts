// E-mails the server sent during the run, as received by the loopback SMTP server of
// global-setup.ts (one JSON file each in the provided `mailDir`).
//
//   const mail = await waitForEmail({ to: applicantEmail, subject: /application/i });
//   expect(mail.text).toContain('Thank you');
//
// Every test file shares one server and one mailbox: give each test its own recipient
// (uniqueAddress()) or match on something only that test wrote.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, inject } from 'vitest';
import type { OutboxEntry, OutboxPage } from '#shared/schemas/outbox.ts';
import './provided-context.ts';
import { adminSessionCookie, baseUrl } from './site.ts';

export interface ReceivedEmail {
  receivedAt: string;
  /** The SMTP envelope: who the message was really delivered to (includes Bcc). */
  envelope: { from: string; to: string[] };
  from: string;
  to: string[];
  cc: string[];
  replyTo: string | null;
  subject: string;
  text: string;
  html: string | null;
  attachments: {
    filename: string | null;
    contentType: string;
    size: number;
    contentBase64: string;
  }[];
}

export interface EmailQuery {
  /** A recipient (case-insensitive), in To, Cc or the envelope. */
  to?: string;
  /** The exact subject, or a pattern. */
  subject?: string | RegExp;
  where?: (email: ReceivedEmail) => boolean;
}

/** Every message received so far, oldest first. */
export function readEmails(): ReceivedEmail[] {
  const dir = inject('mailDir');
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as ReceivedEmail);
}

export function findEmails(query: EmailQuery): ReceivedEmail[] {
  return readEmails().filter((email) => matches(email, query));
}

/** Resolves with the first message that matches, polling until `timeoutMs`. */
export async function waitForEmail(
  query: EmailQuery,
  { timeoutMs = 20_000 } = {},
): Promise<ReceivedEmail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [found] = findEmails(query);
    if (found) return found;
    if (Date.now() > deadline) {
      const seen = readEmails().map((email) => `  to ${email.to.join(', ')}: ${email.subject}`);
      throw new Error(
        `no e-mail matching ${describeQuery(query)} within ${timeoutMs} ms; received:\n${seen.join('\n') || '  (none)'}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Expects exactly one message matching `query` once everything the site queued for its recipient
 * has been sent: the outbox (read as the admin) holds nothing pending for them, and the mailbox
 * has received every message the outbox sent them.
 */
export async function expectOnlyOneEmail(query: EmailQuery & { to: string }): Promise<void> {
  await waitForEmail(query);
  await expect
    .poll(
      async () => {
        const queued = await outboxEntriesTo(query.to);
        const unsent = queued.filter(
          (entry) => entry.status === 'pending' || entry.status === 'sending',
        );
        return unsent.length === 0 && findEmails({ to: query.to }).length >= queued.length;
      },
      { timeout: 20_000, interval: 100 },
    )
    .toBe(true);
  expect(findEmails(query)).toHaveLength(1);
}

/** Every outbox entry addressed to `to`, through the admin's outbox pages. */
async function outboxEntriesTo(to: string): Promise<OutboxEntry[]> {
  const found: OutboxEntry[] = [];
  let before: number | null | undefined;
  do {
    const response = await fetch(
      `${baseUrl}/api/admin/outbox${before ? `?before=${before}` : ''}`,
      { headers: { cookie: adminSessionCookie } },
    );
    const page = (await response.json()) as OutboxPage;
    found.push(...page.entries.filter((entry) => entry.to.toLowerCase() === to.toLowerCase()));
    before = page.nextBefore;
  } while (before);
  return found;
}

/** A recipient address no other test uses. */
export function uniqueAddress(prefix = 'visitor'): string {
  return `${prefix}-${randomBytes(4).toString('hex')}@example.test`;
}

function matches(email: ReceivedEmail, query: EmailQuery): boolean {
  if (query.to) {
    const wanted = query.to.toLowerCase();
    const recipients = [...email.to, ...email.cc, ...email.envelope.to];
    if (!recipients.some((address) => address.toLowerCase() === wanted)) return false;
  }
  if (query.subject !== undefined) {
    const ok =
      typeof query.subject === 'string'
        ? email.subject === query.subject
        : query.subject.test(email.subject);
    if (!ok) return false;
  }
  return query.where ? query.where(email) : true;
}

function describeQuery(query: EmailQuery): string {
  const parts = [
    query.to && `to ${query.to}`,
    query.subject !== undefined && `subject ${String(query.subject)}`,
    query.where && 'a custom condition',
  ].filter(Boolean);
  return parts.join(', ') || 'anything';
}
