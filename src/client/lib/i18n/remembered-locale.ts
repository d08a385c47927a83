import { isLocale, type Locale } from '#shared/i18n/locale.ts';

const KEY = 'lang';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Remembers the visitor's choice of language: in localStorage and a `lang` cookie (1 year). */
export function rememberLocale(locale: Locale): void {
  try {
    localStorage.setItem(KEY, locale);
  } catch {
    // Storage may be off (private mode); the cookie still remembers.
  }
  // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie; the Cookie Store API is not in every browser.
  document.cookie = `${KEY}=${locale}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
}

/** The language the visitor chose before, if any. */
export function rememberedLocale(): Locale | undefined {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(KEY);
  } catch {
    // As above.
  }
  const cookie = /(?:^|;\s*)lang=([a-z]+)/.exec(document.cookie)?.[1];
  const found = stored ?? cookie;
  return isLocale(found) ? found : undefined;
}
