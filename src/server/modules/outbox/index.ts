import fp from 'fastify-plugin';
import { outboxRoutes } from './routes.ts';
import { createOutboxService } from './service.ts';

export { type Mailer, type OutgoingEmail, SECRET_MARK } from './mailer.ts';
export { notQueued } from './not-queued.ts';
export { createOutboxMailer } from './outbox-mailer.ts';
export { startOutboxWorker } from './outbox-worker.ts';
export { outboxData } from './personal-data.ts';

/**
 * Every e-mail the site sends is a row here first (`deps.mailer`), sent by the worker; the
 * admin sees them all and can send a failed one again.
 */
export const outboxModule = fp(
  async (app) => {
    await app.register(outboxRoutes, { prefix: '/api', outbox: createOutboxService(app.deps) });
  },
  { name: 'outbox', dependencies: ['sessions'] },
);
