import { z } from 'zod';

export const outboxEntryStatusSchema = z.enum(['pending', 'sending', 'sent', 'failed']);
export type OutboxEntryStatus = z.infer<typeof outboxEntryStatusSchema>;

/** One e-mail in the outbox, as the admin dashboard lists it. */
export const outboxEntrySchema = z.object({
  id: z.number(),
  to: z.string(),
  replyTo: z.string().nullable(),
  subject: z.string(),
  text: z.string(),
  /**
   * The HTML part (the site's look, drawn from the text); null for e-mails stored before it.
   * Always sent; optional in the type only so that readers written before it still compile.
   */
  html: z.string().nullable().optional(),
  status: outboxEntryStatusSchema,
  attempts: z.number(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxEntry = z.infer<typeof outboxEntrySchema>;

export const outboxPageSchema = z.object({
  entries: z.array(outboxEntrySchema),
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextBefore: z.number().nullable(),
});
export type OutboxPage = z.infer<typeof outboxPageSchema>;

/** GET /api/admin/outbox?before=: the page of e-mails older than `before`. */
export const outboxPageQuerySchema = z.object({
  before: z.coerce.number().int().positive().optional(),
});

/** POST /api/admin/outbox/:id/resend. */
export const outboxIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
