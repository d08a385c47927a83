/** The organisation works from Sweden: its dates and times read the same in every browser. */
export const STOCKHOLM = 'Europe/Stockholm';

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

/**
 * '2027-05-14' → '14 May 2027'. Written out rather than through Intl so that the pre-rendered
 * page and the browser always agree, whatever the locale and time zone.
 */
export function formatDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}

/** The calendar day of an instant as YYYY-MM-DD, in Stockholm or in the visitor's own zone. */
export function calendarDay(instant: Date | string, zone: 'stockholm' | 'local' = 'stockholm') {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: zone === 'stockholm' ? STOCKHOLM : undefined,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(instant));
}

const stockholmDateTime = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: STOCKHOLM,
});

/** '2025-03-10T12:00:00Z' → '10 Mar 2025, 13:00' (Stockholm time), for the admin's lists. */
export function formatDateTime(iso: string): string {
  return stockholmDateTime.format(new Date(iso));
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const relative = new Intl.RelativeTimeFormat('en', { numeric: 'always' });

/** How long ago `iso` was: "recently" under a minute, then minutes, hours and days ago. */
export function relativeAge(iso: string, now: number): string {
  const elapsed = now - new Date(iso).getTime();
  if (!(elapsed >= MINUTE)) return 'recently';
  if (elapsed < HOUR) return relative.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return relative.format(-Math.floor(elapsed / HOUR), 'hour');
  return relative.format(-Math.floor(elapsed / DAY), 'day');
}
