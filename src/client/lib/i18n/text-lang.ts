import type { Locale } from '#shared/i18n/locale.ts';
import { useLocale } from './use-locale.ts';

/**
 * The `lang` attribute for managed content's texts (decision 010): set only where they are not
 * in the page's language, i.e. an item without a Swedish version on a Swedish page gets "en".
 * An item that does not say is English.
 */
export const textLangOn = (pageLang: Locale, textLang: Locale | undefined): Locale | undefined => {
  const lang = textLang ?? 'en';
  return lang === pageLang ? undefined : lang;
};

/** `textLangOn` the page being shown. */
export function useTextLang(textLang: Locale | undefined): Locale | undefined {
  return textLangOn(useLocale(), textLang);
}
