import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  loginResponseSchema,
  loginSchema,
  logoutResponseSchema,
  sessionResponseSchema,
} from '#shared/schemas/auth.ts';
import { clearSessionCookie, SESSION_COOKIE, setSessionCookie } from '../../plugins/sessions.ts';
import type { AuthService } from './service.ts';

/** POST /api/login, POST /api/logout and GET /api/check-session. */
export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService; sessionDays: number }> = async (
  app,
  { auth, sessionDays },
) => {
  app.get(
    '/check-session',
    { schema: { response: { 200: sessionResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { loggedIn: await auth.isSignedIn(request.cookies[SESSION_COOKIE]) };
    },
  );

  app.post(
    '/login',
    {
      schema: {
        body: loginSchema,
        response: { 200: loginResponseSchema, 401: loginResponseSchema, 429: loginResponseSchema },
      },
    },
    async (request, reply) => {
      const { username, password } = request.body;
      const result = await auth.login(username, password, request.ip);
      if (!result.ok)
        return reply.status(result.status).send({ success: false, error: result.error });
      setSessionCookie(request, reply, result.token, sessionDays);
      request.log.info({ adminId: result.adminId }, 'admin signed in');
      return { success: true as const };
    },
  );

  app.post(
    '/logout',
    { schema: { response: { 200: logoutResponseSchema } } },
    async (request, reply) => {
      await auth.logout(request.cookies[SESSION_COOKIE]);
      clearSessionCookie(request, reply);
      return { success: true as const };
    },
  );
};
