import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { OutboxEntry, OutboxPage } from '#shared/schemas/outbox.ts';
import type { OutboxMessage } from '../../db/schema.ts';
import { isoNow } from '../../lib/clock.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { parseInput } from '../../lib/validation.ts';
import { listOutbox, resendFailed } from './outbox-admin-repo.ts';

const PAGE_SIZE = 50;
const pageQuerySchema = z.object({ before: z.coerce.number().int().positive().optional() });
const idParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** The admin's view of the outbox: every e-mail with its status, and resending a failed one. */
export async function outboxRoutes(app: FastifyInstance) {
  const { db, clock } = app.deps;
  const admin = { preHandler: app.requireAdmin };

  app.get('/admin/outbox', admin, async (request, reply): Promise<OutboxPage> => {
    reply.header('cache-control', 'no-store');
    const { before } = parseInput(pageQuerySchema, request.query);
    const rows = await listOutbox(db, { before, limit: PAGE_SIZE + 1 });
    const entries = rows.slice(0, PAGE_SIZE).map(toEntry);
    return {
      entries,
      nextBefore: rows.length > PAGE_SIZE ? (entries.at(-1)?.id ?? null) : null,
    };
  });

  app.post('/admin/outbox/:id/resend', admin, async (request) => {
    const { id } = parseInput(idParamsSchema, request.params);
    const result = await resendFailed(db, id, isoNow(clock));
    if (result === 'not-found') throw notFound('This e-mail is no longer in the outbox.');
    if (result === 'not-failed')
      throw new HttpError(409, 'Only a failed e-mail can be sent again.');
    return { success: true };
  });
}

function toEntry(row: OutboxMessage): OutboxEntry {
  return {
    id: row.id,
    to: row.to_address,
    replyTo: row.reply_to,
    subject: row.subject,
    text: row.text_body,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    createdAt: row.created_at,
    sentAt: row.sent_at,
  };
}
