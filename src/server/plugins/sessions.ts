import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../lib/http-error.ts';
import { createSessionStore, type SessionStore } from './session-store.ts';

/** The session cookie's name over plain HTTP (local development, tests). */
export const SESSION_COOKIE = 'sid';

declare module 'fastify' {
  interface FastifyInstance {
    sessionStore: SessionStore;
    /** The one admin guard: `onRequest` of every admin-only route, so no body is read first. */
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    adminId: number | null;
  }
}

export const sessions = fp(
  async (app: FastifyInstance) => {
    await app.register(cookie);
    const { db, clock, config } = app.deps;
    const store = createSessionStore(db, clock, config.sessionDays, config.sessionIdleMinutes);
    app.decorate('sessionStore', store);
    app.decorateRequest('adminId', null);

    app.decorate('requireAdmin', async (request: FastifyRequest, reply: FastifyReply) => {
      const adminId = await store.find(readCookie(request, SESSION_COOKIE));
      if (adminId === null) throw unauthorized();
      request.adminId = adminId;
      // An admin's answers carry personal data: no cache, shared or the browser's, keeps them.
      reply.header('cache-control', 'no-store');
    });
  },
  { name: 'sessions' },
);

/** HTTPS: the site's PUBLIC_URL says so, or the request came over it (via a trusted proxy). */
function isSecure(request: FastifyRequest): boolean {
  return (
    request.protocol === 'https' ||
    Boolean(request.server.deps.config.publicUrl?.startsWith('https://'))
  );
}

/**
 * `__Host-<name>` over HTTPS: the browser then insists on Secure, Path=/ and no Domain, so no
 * subdomain can plant or read it. Browsers refuse such cookies over plain HTTP: `<name>` there.
 */
export function cookieName(request: FastifyRequest, name: string): string {
  return isSecure(request) ? `__Host-${name}` : name;
}

export function readCookie(request: FastifyRequest, name: string): string | undefined {
  return request.cookies[cookieName(request, name)];
}

const cookieOptions = (request: FastifyRequest) => ({
  path: '/',
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: isSecure(request),
});

export function setCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  name: string,
  value: string,
  maxAgeSeconds: number,
): void {
  reply.setCookie(cookieName(request, name), value, {
    ...cookieOptions(request),
    maxAge: maxAgeSeconds,
  });
}

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  days: number,
): void {
  setCookie(request, reply, SESSION_COOKIE, token, days * 24 * 60 * 60);
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(cookieName(request, SESSION_COOKIE), cookieOptions(request));
}
