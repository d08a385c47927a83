import fp from 'fastify-plugin';
import { authRoutes } from './routes.ts';
import { createAuthService } from './service.ts';
import { twoFactorRoutes } from './two-factor-routes.ts';

export { ensureAdminFromConfig } from './ensure-admin.ts';
export { hashPassword, verifyPassword } from './password.ts';
export { createAdminRepo } from './repo.ts';
export { createSessionStore, hashToken, type SessionStore } from './session-store.ts';

/** The admin's sign-in (with an optional second factor), sign-out and "am I signed in?". */
export const authModule = fp(
  async (app) => {
    const auth = createAuthService({
      ...app.deps,
      sessions: app.sessionStore,
      limits: app.limits,
    });
    const options = { prefix: '/api', sessionDays: app.deps.config.sessionDays };
    await app.register(authRoutes, { ...options, auth });
    await app.register(twoFactorRoutes, { ...options, twoFactor: auth.twoFactor });
  },
  { name: 'auth', dependencies: ['sessions', 'rate-limits'] },
);
