import { i18n, type Messages } from '@lingui/core';
import type { Locale } from '#shared/i18n/locale.ts';
import { CATALOG_LINK_ID } from '#shared/page-html.ts';

/**
 * The messages of `locale` that the islands show (one file per language, made by the build:
 * scripts/lib/vite-island-catalogs.mjs). The page preloads its own language's file; another
 * language's is the same address with that language.
 */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const link = document.getElementById(CATALOG_LINK_ID) as HTMLLinkElement | null;
  if (!link) return {};
  const address = link.href.replace(/\/[a-z]{2}\.([\w-]+)\.json$/, `/${locale}.$1.json`);
  const response = await fetch(address);
  if (!response.ok) throw new Error(`Loading the messages of ${locale} failed`);
  return response.json();
}

/** Makes `locale` the page's language: the global i18n the islands render with. */
export async function activateLocale(locale: Locale): Promise<void> {
  if (i18n.locale === locale) return;
  i18n.loadAndActivate({ locale, messages: await loadMessages(locale) });
}
