import { INTL_LOCALES, type Locale } from './i18n/locale.ts';
import { intlOnce } from './intl-once.ts';

/**
 * The organisation's calendar: it works from Sweden, so its days, months and years begin at
 * midnight in Stockholm, in every browser and on every server. Formatters are made once, on
 * first use: the server asks for today's date on every page it serves with data.
 */
export const STOCKHOLM = 'Europe/Stockholm';

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * The calendar day of an instant as YYYY-MM-DD, in Stockholm or in the visitor's own zone (the
 * latter without Intl, which a page showing news would otherwise load: see #shared/digits.ts).
 */
export function calendarDay(instant: Date | string, zone: 'stockholm' | 'local' = 'stockholm') {
  const date = new Date(instant);
  if (zone === 'local') {
    return `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;
  }
  const stockholmDay = intlOnce(
    'stockholm-day',
    () =>
      new Intl.DateTimeFormat('en-CA', {
        timeZone: STOCKHOLM,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      }),
  );
  return stockholmDay.format(date);
}

/** The year in Stockholm at `instant` (New Year's Eve at 23:30 UTC is already next year). */
export function stockholmYear(instant: Date | string): number {
  return Number(calendarDay(instant).slice(0, 4));
}

/** The month (1–12) in Stockholm at `instant`. */
export function stockholmMonth(instant: Date | string): number {
  return Number(calendarDay(instant).slice(5, 7));
}

/** The instant a Stockholm calendar day (YYYY-MM-DD) begins, summer time or not. */
export function stockholmMidnight(day: string): Date {
  const asUtc = new Date(`${day}T00:00:00Z`);
  // Stockholm is ahead of UTC: midnight there is this many hours before midnight UTC. Clocks
  // change at 01:00 UTC, after both midnights, so the hour read here is the day's own offset.
  const hour = intlOnce(
    'stockholm-hour',
    () =>
      new Intl.DateTimeFormat('en-GB', { timeZone: STOCKHOLM, hour: '2-digit', hourCycle: 'h23' }),
  );
  const hourThere = Number(hour.format(asUtc));
  return new Date(asUtc.getTime() - hourThere * 60 * 60_000);
}

/** A calendar year in Stockholm as ISO instants [from, to), to compare with stored times. */
export function stockholmYearSpan(year: number): { from: string; to: string } {
  return {
    from: stockholmMidnight(`${year}-01-01`).toISOString(),
    to: stockholmMidnight(`${year + 1}-01-01`).toISOString(),
  };
}

/** The Stockholm date of an instant in words: '10 Mar 2025' (medium) or '10 March 2025' (long). */
export function formatStockholmDate(
  instant: Date | string,
  locale: Locale,
  dateStyle: 'medium' | 'long' = 'medium',
): string {
  const format = intlOnce(
    `stockholm-date:${locale}:${dateStyle}`,
    () => new Intl.DateTimeFormat(INTL_LOCALES[locale], { dateStyle, timeZone: STOCKHOLM }),
  );
  return format.format(new Date(instant));
}
