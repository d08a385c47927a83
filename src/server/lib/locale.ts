import type { IncomingHttpHeaders } from 'node:http';
import { type Locale, localeFromAcceptLanguage } from '#shared/i18n/locale.ts';

/**
 * The language to answer a request in: the browser's apiFetch sends the page's language as
 * Accept-Language; anything else (no header, other languages) gets English.
 */
export const requestLocale = (request: { headers: IncomingHttpHeaders }): Locale =>
  localeFromAcceptLanguage(request.headers['accept-language']);
