import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestLocale } from '../lib/locale.ts';
import { ADMIN_READER, type ContentReader } from '../lib/swedish-version.ts';
import { readCookie, SESSION_COOKIE } from './sessions.ts';

/**
 * The reader of a public GET of managed content (decision 010). Its answer depends on the
 * language and on the session, so caches are told so; an admin's answer is never stored.
 */
export async function contentReaderOf(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<ContentReader> {
  reply.header('vary', 'Accept-Language, Cookie');
  const session = readCookie(request, SESSION_COOKIE);
  if (session && (await request.server.sessionStore.find(session)) !== null) {
    reply.header('cache-control', 'no-store');
    return ADMIN_READER;
  }
  return { admin: false, locale: requestLocale(request) };
}

/** A visitor in `locale`, for the public calls that have no admin view of their own. */
export function visitorOf(request: FastifyRequest, reply: FastifyReply): ContentReader {
  reply.header('vary', 'Accept-Language');
  return { admin: false, locale: requestLocale(request) };
}
