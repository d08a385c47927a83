import type { Locale } from './i18n/locale.ts';

/**
 * Whole numbers and amounts written out by hand, exactly as Intl writes them for 'en-GB' and
 * 'sv-SE' (digits.test.ts holds them to Intl). A browser's first Intl number or date formatter
 * loads its locale data: about 40 ms on a fast machine, one long task on a phone in the middle
 * of hydration, for pages that show only kronor, counts and calendar days.
 */
export const NO_BREAK_SPACE = '\u00a0';
export const SEPARATORS: Record<Locale, { group: string; minus: string }> = {
  en: { group: ',', minus: '-' },
  sv: { group: NO_BREAK_SPACE, minus: '\u2212' },
};

const grouped = (digits: string, group: string) => digits.replace(/\B(?=(\d{3})+$)/g, group);

/** A whole number: 1234 → '1,234' (en) or '1 234' (sv), negatives with the locale's minus. */
export function formatWhole(value: number, locale: Locale): string {
  const { group, minus } = SEPARATORS[locale];
  return `${value < 0 ? minus : ''}${grouped(String(Math.abs(value)), group)}`;
}
