import { formatWhole } from './digits.ts';
import { INTL_LOCALES, type Locale } from './i18n/locale.ts';
import { intlOnce } from './intl-once.ts';
import { STOCKHOLM } from './stockholm.ts';

const MONTHS: Record<Locale, readonly string[]> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  sv: [
    'januari',
    'februari',
    'mars',
    'april',
    'maj',
    'juni',
    'juli',
    'augusti',
    'september',
    'oktober',
    'november',
    'december',
  ],
};

/**
 * '2027-05-14' → '14 May 2027' ('14 maj 2027' in Swedish, as Intl writes it). Written out
 * rather than through Intl: English reads exactly as it always has, and a page that shows
 * dates makes no Intl formatter (see digits.ts). A calendar day has no time zone.
 */
export function formatDate(isoDate: string, locale: Locale = 'en'): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${day} ${MONTHS[locale][(month ?? 1) - 1]} ${year}`;
}

/**
 * '2025-03-10T12:00:00Z' → '10 Mar 2025, 13:00' ('10 mars 2025 13:00'), in Stockholm time: the
 * organisation works from Sweden, so its dates and times read the same in every browser.
 */
export function formatDateTime(iso: string, locale: Locale = 'en'): string {
  const format = intlOnce(
    `date-time:${locale}`,
    () =>
      new Intl.DateTimeFormat(INTL_LOCALES[locale], {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: STOCKHOLM,
      }),
  );
  return format.format(new Date(iso));
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
type AgeUnit = 'minute' | 'hour' | 'day';
/** The units an age is told in, the largest first, with their length. */
const AGE_UNITS: readonly [AgeUnit, number][] = [
  ['day', DAY],
  ['hour', HOUR],
  ['minute', MINUTE],
];
/** Each unit's singular and plural: both languages say "one" for 1 and "other" for the rest. */
const UNITS: Record<Locale, Record<AgeUnit, readonly [string, string]>> = {
  en: { minute: ['minute', 'minutes'], hour: ['hour', 'hours'], day: ['day', 'days'] },
  sv: { minute: ['minut', 'minuter'], hour: ['timme', 'timmar'], day: ['dag', 'dagar'] },
};
const AGO: Record<Locale, (amount: string) => string> = {
  en: (amount) => `${amount} ago`,
  sv: (amount) => `för ${amount} sedan`,
};
const RECENTLY: Record<Locale, string> = { en: 'recently', sv: 'nyss' };

/**
 * How long ago `iso` was: "recently" under a minute, then minutes, hours and days ago, as
 * Intl.RelativeTimeFormat words it, written out for the reason given at formatDate.
 */
export function relativeAge(iso: string, now: number, locale: Locale = 'en'): string {
  const elapsed = now - new Date(iso).getTime();
  const [unit, length] = AGE_UNITS.find(([, length]) => elapsed >= length) ?? [];
  if (!unit || !length) return RECENTLY[locale];
  const count = Math.floor(elapsed / length);
  const [one, other] = UNITS[locale][unit];
  return AGO[locale](`${formatWhole(count, locale)} ${count === 1 ? one : other}`);
}
