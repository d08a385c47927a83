import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../lib/http-error.ts';
import { createSessionStore, type SessionStore } from '../modules/auth/session-store.ts';

export const SESSION_COOKIE = 'sid';

declare module 'fastify' {
  interface FastifyInstance {
    sessionStore: SessionStore;
    /** The one admin guard: `onRequest` of every admin-only route, so no body is read first. */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    adminId: number | null;
  }
}

export const sessions = fp(
  async (app: FastifyInstance) => {
    await app.register(cookie);
    const store = createSessionStore(app.deps.db, app.deps.clock, app.deps.config.sessionDays);
    app.decorate('sessionStore', store);
    app.decorateRequest('adminId', null);

    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      const adminId = await store.find(request.cookies[SESSION_COOKIE]);
      if (adminId === null) throw unauthorized();
      request.adminId = adminId;
    });
  },
  { name: 'sessions' },
);

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  days: number,
): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: days * 24 * 60 * 60,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  });
}
