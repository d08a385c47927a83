import fp from 'fastify-plugin';
import { contactRoutes } from './routes.ts';
import { createContactService } from './service.ts';

export { contactMessagesData } from './personal-data.ts';

/** The contact form: each message is stored, e-mailed to the organisation and listed for the admin. */
export const contactModule = fp(
  async (app) => {
    await app.register(contactRoutes, { prefix: '/api', contact: createContactService(app.deps) });
  },
  { name: 'contact', dependencies: ['sessions', 'challenge', 'rate-limits'] },
);
