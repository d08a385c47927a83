import { i18n } from '@lingui/core';
import type { Locale } from '#shared/i18n/locale.ts';
import { deliverMessages, loadedMessages } from './chunk-messages.ts';

/**
 * Makes `locale` the page's language (the global i18n the app renders with): the messages of the
 * code loaded so far, and of every chunk loaded later.
 */
export async function activateLocale(locale: Locale): Promise<void> {
  if (i18n.locale === locale) return;
  i18n.loadAndActivate({ locale, messages: { ...(await loadedMessages(locale)) } });
  // A later chunk's messages are for code that has not rendered yet: they join the catalog
  // quietly. i18n.load() would announce a change, and every translated component on the page
  // would render again, once per chunk.
  const catalog = i18n.messages;
  deliverMessages(locale, (later) => Object.assign(catalog, later));
}
