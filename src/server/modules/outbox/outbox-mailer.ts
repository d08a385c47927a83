import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { renderEmailHtml } from '../../lib/email/branded-email.tsx';
import type { Mailer, OutgoingEmail } from './mailer.ts';

/**
 * The mailer port's one implementation: a message is a row first, and the worker sends it.
 * Each is stored with its HTML part, drawn from its text in the site's look and the recipient's
 * language. `notice` opens every message (the sandbox's test-mode notice).
 */
export function createOutboxMailer(
  db: Db,
  clock: Clock,
  options: { onQueued?: () => void; notice?: string } = {},
): Mailer {
  const { onQueued, notice } = options;
  return {
    async send(message: OutgoingEmail) {
      const now = clock.now().toISOString();
      const html = await renderEmailHtml({
        locale: message.locale ?? 'en',
        subject: message.subject,
        text: message.text,
        notice,
      });
      const row = await db
        .insertInto('outbox')
        .values({
          dedupe_key: message.dedupeKey ?? null,
          to_address: message.to,
          reply_to: message.replyTo ?? null,
          subject: message.subject,
          text_body: notice ? `${notice}\n\n${message.text}` : message.text,
          html_body: html,
          attachments: message.attachments ? JSON.stringify(encodeAttachments(message)) : null,
          status: 'pending',
          attempts: 0,
          next_attempt_at: now,
          created_at: now,
          secret: message.secret ?? null,
        })
        .onConflict((oc) => oc.column('dedupe_key').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!row) {
        const existing = await db
          .selectFrom('outbox')
          .select('id')
          .where('dedupe_key', '=', message.dedupeKey ?? '')
          .executeTakeFirstOrThrow();
        return { id: existing.id, duplicate: true };
      }
      onQueued?.();
      return { id: row.id, duplicate: false };
    },
  };
}

function encodeAttachments(message: OutgoingEmail) {
  return (message.attachments ?? []).map((a) => ({
    filename: a.filename,
    contentType: a.contentType,
    content: Buffer.from(a.content).toString('base64'),
  }));
}
