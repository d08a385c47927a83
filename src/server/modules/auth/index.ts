import fp from 'fastify-plugin';
import { createAccountChanges } from './account-changes.ts';
import { accountRoutes } from './account-routes.ts';
import { authRoutes } from './routes.ts';
import { createAuthService } from './service.ts';

export { createSessionStore, hashToken, type SessionStore } from '../../plugins/session-store.ts';
export { ensureAdminFromConfig } from './ensure-admin.ts';
export { hashPassword, verifyPassword } from './password.ts';
export { createAdminRepo } from './repo.ts';

/**
 * The admin's sign-in (with an optional second factor), sign-out and "am I signed in?", and the
 * changes to their own password and second factor.
 */
export const authModule = fp(
  async (app) => {
    const deps = { ...app.deps, sessions: app.sessionStore, limits: app.limits };
    const auth = createAuthService(deps);
    const { twoFactor, checks } = auth;
    const changes = createAccountChanges({ ...deps, twoFactor, checks });
    const options = { prefix: '/api', sessionDays: app.deps.config.sessionDays };
    await app.register(authRoutes, { ...options, auth });
    await app.register(accountRoutes, { prefix: '/api', twoFactor, changes });
  },
  { name: 'auth', dependencies: ['sessions', 'rate-limits'] },
);
