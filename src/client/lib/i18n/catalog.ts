import { i18n, type Messages } from '@lingui/core';
import type { Locale } from '#shared/i18n/locale.ts';

/** One compiled catalog per language (the Lingui plugin compiles the PO file into a module). */
const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('../../../locales/en/messages.po'),
  sv: () => import('../../../locales/sv/messages.po'),
};

/** The messages of `locale`, downloaded once. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  return (await catalogs[locale]()).messages;
}

/** Makes `locale` the page's language: the global i18n the islands render with. */
export async function activateLocale(locale: Locale): Promise<void> {
  if (i18n.locale === locale) return;
  i18n.loadAndActivate({ locale, messages: await loadMessages(locale) });
}
