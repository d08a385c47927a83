/**
 * The site's two languages and the one rule for their addresses: English at today's paths,
 * Swedish at the same path under /sv (/sv, /sv/events, /sv/events/:id). No translated slugs.
 */
export const LOCALES = ['en', 'sv'] as const;
export type Locale = (typeof LOCALES)[number];

/** The source language: the one at the unprefixed paths, and the fallback everywhere. */
export const DEFAULT_LOCALE: Locale = 'en';

/** The name of each language in itself, for the language switch. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', sv: 'Svenska' };

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** The language of a path and the path without its prefix: '/sv/events' → sv, '/events'. */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const match = /^\/sv(?=\/|$)/.exec(pathname);
  if (!match) return { locale: DEFAULT_LOCALE, path: pathname };
  return { locale: 'sv', path: pathname.slice(match[0].length) || '/' };
}

export const localeOfPath = (pathname: string): Locale => splitLocalePath(pathname).locale;

/**
 * An English path (or a path in either language) in `locale`: '/events' → '/sv/events',
 * '/' → '/sv', '/sv/events' → '/events' for English. Query strings and fragments are kept;
 * addresses that are not the site's pages (http:, mailto:, /api/...) are returned as they are.
 */
export function localizePath(to: string, locale: Locale): string {
  if (!to.startsWith('/') || to.startsWith('//') || /^\/(api|assets|og|uploads)(\/|$)/.test(to)) {
    return to;
  }
  const [, pathname = '/', rest = ''] = /^([^?#]*)(.*)$/.exec(to) ?? [];
  const { path } = splitLocalePath(pathname);
  if (locale === DEFAULT_LOCALE) return path + rest;
  return (path === '/' ? '/sv' : `/sv${path}`) + rest;
}

/** The language a request asks for (Accept-Language), or English: 'sv-SE,sv;q=0.9,en' → sv. */
export function localeFromAcceptLanguage(header: string | undefined): Locale {
  const ranked = (header ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { language: tag.split('-')[0], q: q === undefined ? 1 : Number(q) };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  return ranked.map((entry) => entry.language).find(isLocale) ?? DEFAULT_LOCALE;
}

/** For Intl: British English keeps today's formats (14 May 2027, 13:00); Swedish as in Sweden. */
export const INTL_LOCALES: Record<Locale, string> = { en: 'en-GB', sv: 'sv-SE' };
