import type { FastifyInstance } from 'fastify';
import { type ContactMessage, contactRequestSchema } from '#shared/schemas/contact.ts';
import { HONEYPOT_FIELD } from '#shared/schemas/fields.ts';
import { sendCsv, toCsv } from '../../lib/csv.ts';
import { limitPerClient, RateLimiter } from '../../lib/rate-limiter.ts';
import { parseInput } from '../../lib/validation.ts';
import { listContactMessages } from './repo.ts';
import { createContactService } from './service.ts';

export async function contactRoutes(app: FastifyInstance) {
  const { db, clock, mailer, config } = app.deps;
  const contact = createContactService({ db, clock, mailer, notifyEmail: config.notifyEmail });
  const perClient = new RateLimiter({ limit: 8, windowMs: 15 * 60_000, clock });

  app.post(
    '/send-email',
    { preHandler: [limitPerClient(perClient), app.requireSolvedChallenge] },
    async (request) => {
      const { [HONEYPOT_FIELD]: honeypot, ...message } = parseInput(
        contactRequestSchema,
        request.body,
      );
      if (honeypot) {
        // A robot: it is told the message went, and nothing is stored or sent.
        request.log.info('contact form honeypot filled in: message dropped');
        return { success: true };
      }
      await contact.receive(message);
      return { success: true };
    },
  );

  app.get(
    '/admin/messages',
    { preHandler: app.requireAdmin },
    async (): Promise<ContactMessage[]> => listContactMessages(db),
  );

  app.get(
    '/admin/export/messages.csv',
    { preHandler: app.requireAdmin },
    async (_request, reply) => {
      const messages = await listContactMessages(db);
      const csv = toCsv(
        ['Received', 'Name', 'Email', 'Phone', 'Subject', 'Message'],
        messages.map((m) => [m.created_at, m.name, m.email, m.phone, m.subject, m.message]),
      );
      return sendCsv(reply, 'messages', clock.now(), csv);
    },
  );
}
