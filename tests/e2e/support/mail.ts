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
import { inject } from 'vitest';
import './provided-context.ts';

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
