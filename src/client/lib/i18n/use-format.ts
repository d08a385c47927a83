import { useMemo } from 'react';
import { formatWhole } from '#shared/digits.ts';
import { formatSek } from '#shared/donations.ts';
import { formatDate, formatDateTime, relativeAge } from '#shared/format-date.ts';
import { INTL_LOCALES } from '#shared/i18n/locale.ts';
import { intlOnce } from '#shared/intl-once.ts';
import { useLocale } from './use-locale.ts';

/**
 * Dates, times, amounts and numbers in the page's language, in Stockholm time: the same in the
 * pre-rendered HTML and after hydration (the language comes from the path, not the browser).
 */
export function useFormat() {
  const locale = useLocale();
  return useMemo(() => {
    const numbers = () =>
      intlOnce(`number:${locale}`, () => new Intl.NumberFormat(INTL_LOCALES[locale]));
    return {
      locale,
      /** '2027-05-14' → '14 May 2027' / '14 maj 2027'. */
      date: (isoDate: string) => formatDate(isoDate, locale),
      /** An instant → '10 Mar 2025, 13:00' / '10 mars 2025 13:00'. */
      dateTime: (iso: string) => formatDateTime(iso, locale),
      /** '3 minutes ago' / 'för 3 minuter sedan'. */
      age: (iso: string, now: number) => relativeAge(iso, now, locale),
      /** Öre → '1 234,50 kr' (kronor read the Swedish way in both languages). */
      amount: formatSek,
      /**
       * The plural form of `count` ('one' or 'other' in both languages) for a message's
       * select. Lingui's own plural writes its number through Intl.NumberFormat, which these
       * pages otherwise never load (see #shared/digits.ts); the plural rules alone cost little.
       */
      pluralForm: (count: number) =>
        intlOnce(`plural:${locale}`, () => new Intl.PluralRules(INTL_LOCALES[locale])).select(
          count,
        ),
      number: (value: number) =>
        Number.isInteger(value) ? formatWhole(value, locale) : numbers().format(value),
    };
  }, [locale]);
}
