import fp from 'fastify-plugin';
import { authRoutes } from './routes.ts';
import { createAuthService } from './service.ts';

export { ensureAdminFromConfig } from './ensure-admin.ts';
export { hashPassword, verifyPassword } from './password.ts';
export { createAdminRepo } from './repo.ts';
export { createSessionStore, type SessionStore } from './session-store.ts';

/** The admin's sign-in, sign-out and "am I signed in?". */
export const authModule = fp(
  async (app) => {
    const auth = createAuthService({ ...app.deps, sessions: app.sessionStore });
    await app.register(authRoutes, {
      prefix: '/api',
      auth,
      sessionDays: app.deps.config.sessionDays,
    });
  },
  { name: 'auth', dependencies: ['sessions'] },
);
