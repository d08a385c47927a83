import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '#shared/i18n/locale.ts';
import { readCookie, SESSION_COOKIE } from '../plugins/sessions.ts';
import { requestLocale } from './locale.ts';

/** Who reads managed content: a visitor in a language, or the admin editing both versions. */
export type ContentReader = { admin: true } | { admin: false; locale: Locale };

/** The admin's view of any item: the English texts, the Swedish version beside them. */
export const ADMIN_READER: ContentReader = { admin: true };

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

/** The stored Swedish version (JSON written by `storedVersion`), or null for none. */
export const readVersion = <Version>(stored: string | null | undefined): Version | null =>
  stored ? (JSON.parse(stored) as Version) : null;

/** The `sv` column for a change: left out keeps the current version, null removes it. */
export const storedVersion = (version: object | null | undefined): { sv?: string | null } =>
  version === undefined ? {} : { sv: version && JSON.stringify(version) };

/**
 * An item as its reader gets it: a Swedish reader gets the Swedish version where there is one
 * (`overlay` puts it over the English texts), marked with the language its texts are in.
 */
export function inReaderLanguage<Item extends object, Version>(
  item: Item,
  sv: Version | null,
  reader: ContentReader,
  overlay: (item: Item, version: Version) => Item = (english, version) => ({
    ...english,
    ...version,
  }),
): Item & { lang: Locale; sv?: Version | null } {
  // The admin's view has `sv` only where there is a version: none shows as the public item does.
  if (reader.admin) return { ...item, lang: 'en', ...(sv ? { sv } : {}) };
  if (reader.locale === 'sv' && sv) return { ...overlay(item, sv), lang: 'sv' };
  return { ...item, lang: 'en' };
}

/** A row read with its `sv` column, as its reader gets it (see `inReaderLanguage`). */
export function rowInReaderLanguage<Row extends { sv: string | null }, Version>(
  { sv, ...item }: Row,
  reader: ContentReader,
) {
  return inReaderLanguage(item, readVersion<Version>(sv), reader);
}
