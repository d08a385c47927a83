import { INTL_LOCALES, type Locale } from './i18n/locale.ts';
import { STOCKHOLM } from './stockholm.ts';

const MONTHS = [
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
];

const swedishDate = new Intl.DateTimeFormat(INTL_LOCALES.sv, {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * '2027-05-14' → '14 May 2027' ('14 maj 2027' in Swedish). English is written out rather than
 * through Intl so that it reads exactly as it always has; a calendar day has no time zone.
 */
export function formatDate(isoDate: string, locale: Locale = 'en'): string {
  if (locale === 'sv') return swedishDate.format(new Date(`${isoDate}T00:00:00Z`));
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}

/** The organisation works from Sweden: its dates and times read the same in every browser. */
const stockholmDateTimes = {
  en: new Intl.DateTimeFormat(INTL_LOCALES.en, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: STOCKHOLM,
  }),
  sv: new Intl.DateTimeFormat(INTL_LOCALES.sv, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: STOCKHOLM,
  }),
};

/** '2025-03-10T12:00:00Z' → '10 Mar 2025, 13:00' ('10 mars 2025 13:00'), in Stockholm time. */
export function formatDateTime(iso: string, locale: Locale = 'en'): string {
  return stockholmDateTimes[locale].format(new Date(iso));
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const relativeFormats = {
  en: new Intl.RelativeTimeFormat('en', { numeric: 'always' }),
  sv: new Intl.RelativeTimeFormat(INTL_LOCALES.sv, { numeric: 'always' }),
};
const RECENTLY: Record<Locale, string> = { en: 'recently', sv: 'nyss' };

/** How long ago `iso` was: "recently" under a minute, then minutes, hours and days ago. */
export function relativeAge(iso: string, now: number, locale: Locale = 'en'): string {
  const relative = relativeFormats[locale];
  const elapsed = now - new Date(iso).getTime();
  if (!(elapsed >= MINUTE)) return RECENTLY[locale];
  if (elapsed < HOUR) return relative.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return relative.format(-Math.floor(elapsed / HOUR), 'hour');
  return relative.format(-Math.floor(elapsed / DAY), 'day');
}
