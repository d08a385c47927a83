import { i18n, type Messages } from '@lingui/core';
import type { Locale } from '#shared/i18n/locale.ts';

/**
 * One language's compiled catalog: a chunk of its own, so the browser downloads only the
 * languages it shows. The pre-rendered page preloads its own.
 */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const { messages } = await import(`../../../locales/${locale}/messages.po`);
  return messages;
}

/** Makes `locale` the page's language (the global i18n the app renders with). */
export async function activateLocale(locale: Locale): Promise<void> {
  if (i18n.locale === locale) return;
  const messages = await loadMessages(locale);
  i18n.loadAndActivate({ locale, messages });
}
