import { LinguiContext } from '@lingui/react';
import { useCallback, useContext } from 'react';
import { isLocale, type Locale, localizePath } from '#shared/i18n/locale.ts';

/** The language the page is shown in (the one of its path); English outside the app's provider. */
export function useLocale(): Locale {
  const locale = useContext(LinguiContext)?.i18n.locale;
  return isLocale(locale) ? locale : 'en';
}

/** Turns a site path ('/events') into the page's language ('/sv/events' on a Swedish page). */
export function useLocalizedPath(): (to: string) => string {
  const locale = useLocale();
  return useCallback((to: string) => localizePath(to, locale), [locale]);
}
