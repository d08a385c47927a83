import type { FastifyInstance } from 'fastify';
import { type LoginResponse, loginSchema, type SessionResponse } from '#shared/schemas/auth.ts';
import { parseInput } from '../../lib/validation.ts';
import { clearSessionCookie, SESSION_COOKIE, setSessionCookie } from '../../plugins/sessions.ts';
import { createLoginService } from './login-service.ts';

export async function authRoutes(app: FastifyInstance) {
  const { db, clock, config } = app.deps;
  const loginService = createLoginService(db, clock);

  app.get('/check-session', async (request, reply): Promise<SessionResponse> => {
    reply.header('cache-control', 'no-store');
    const adminId = await app.sessionStore.find(request.cookies[SESSION_COOKIE]);
    return { loggedIn: adminId !== null };
  });

  app.post('/login', async (request, reply): Promise<LoginResponse> => {
    const { username, password } = parseInput(loginSchema, request.body);
    const result = await loginService.login(username, password, request.ip);
    if (!result.ok) {
      const rateLimited = result.reason === 'rate-limited';
      reply.status(rateLimited ? 429 : 401);
      return {
        success: false,
        error: rateLimited
          ? 'Too many login attempts. Please wait 15 minutes and try again.'
          : 'Invalid username or password',
      };
    }
    const token = await app.sessionStore.create(result.adminId);
    setSessionCookie(request, reply, token, config.sessionDays);
    request.log.info({ adminId: result.adminId }, 'admin signed in');
    return { success: true };
  });

  app.post('/logout', async (request, reply) => {
    await app.sessionStore.destroy(request.cookies[SESSION_COOKIE]);
    clearSessionCookie(request, reply);
    return { success: true };
  });
}
