import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import { isLocale, type Locale, localizePath } from '#shared/i18n/locale.ts';

/** The language the page is shown in (the one of its path). */
export function useLocale(): Locale {
  const { locale } = useLingui().i18n;
  return isLocale(locale) ? locale : 'en';
}

/** Turns a site path ('/events') into the page's language ('/sv/events' on a Swedish page). */
export function useLocalizedPath(): (to: string) => string {
  const locale = useLocale();
  return useCallback((to: string) => localizePath(to, locale), [locale]);
}
