import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { i18nFor } from '#shared/i18n/catalogs.ts';
import {
  loginResponseSchema,
  loginSchema,
  logoutResponseSchema,
  sessionResponseSchema,
} from '#shared/schemas/auth.ts';
import { requestLocale } from '../../lib/locale.ts';
import {
  clearSessionCookie,
  readCookie,
  SESSION_COOKIE,
  setCookie,
  setSessionCookie,
} from '../../plugins/sessions.ts';
import { KNOWN_BROWSER_COOKIE, KNOWN_BROWSER_DAYS } from './known-browsers.ts';
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
      return { loggedIn: await auth.isSignedIn(readCookie(request, SESSION_COOKIE)) };
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
      const result = await auth.login({
        ...request.body,
        client: app.limits.client(request),
        knownBrowser: readCookie(request, KNOWN_BROWSER_COOKIE),
      });
      if (!result.ok) {
        const { status, error, twoFactorRequired } = result;
        return reply.status(status).send({
          success: false,
          error: i18nFor(requestLocale(request))._(error),
          ...(twoFactorRequired && { twoFactorRequired }),
        });
      }
      setSessionCookie(request, reply, result.token, sessionDays);
      if (result.newKnownBrowser) {
        const maxAge = KNOWN_BROWSER_DAYS * 24 * 60 * 60;
        setCookie(request, reply, KNOWN_BROWSER_COOKIE, result.newKnownBrowser, maxAge);
      }
      request.log.info({ adminId: result.adminId }, 'admin signed in');
      return { success: true as const };
    },
  );

  app.post(
    '/logout',
    { schema: { response: { 200: logoutResponseSchema } } },
    async (request, reply) => {
      await auth.logout(readCookie(request, SESSION_COOKIE));
      clearSessionCookie(request, reply);
      return { success: true as const };
    },
  );
};
