import { i18n } from '@lingui/core';
import type { Locale } from '#shared/i18n/locale.ts';
import { deliverMessages, loadedMessages } from './chunk-messages.ts';

/**
 * Makes `locale` the page's language (the global i18n the app renders with): the messages of the
 * code loaded so far, and of every chunk loaded later.
 */
export async function activateLocale(locale: Locale): Promise<void> {
  if (i18n.locale === locale) return;
  const messages = await loadedMessages(locale);
  i18n.loadAndActivate({ locale, messages });
  deliverMessages(locale, (later) => i18n.load(locale, later));
}
