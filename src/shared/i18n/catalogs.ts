import { type I18n, setupI18n } from '@lingui/core';
import { messages as en } from '../../locales/en/messages.po';
import { messages as sv } from '../../locales/sv/messages.po';
import type { Locale } from './locale.ts';

const instances: Record<Locale, I18n> = {
  en: setupI18n({ locale: 'en', messages: { en } }),
  sv: setupI18n({ locale: 'sv', messages: { sv } }),
};

/**
 * Every language at once, for the server (its answers and e-mails) and the server-side render.
 * Never imported by browser code: the browser loads only its page's catalog
 * (src/client/lib/i18n/catalog.ts).
 */
export const i18nFor = (locale: Locale): I18n => instances[locale];
