import { calendarDay, stockholmMidnight } from '#shared/stockholm.ts';

/**
 * The admin's period: Swedish calendar days `from` to `to`, both included (this month so far
 * by default), as the ISO instants [start, end). null when it runs backwards.
 */
export function donationPeriod(from: string | undefined, to: string | undefined, now: Date) {
  const today = calendarDay(now);
  const first = from ?? `${today.slice(0, 8)}01`;
  const last = to ?? today;
  if (first > last) return null;
  const dayAfter = new Date(`${last}T00:00:00Z`);
  dayAfter.setUTCDate(dayAfter.getUTCDate() + 1);
  return {
    from: first,
    to: last,
    start: stockholmMidnight(first).toISOString(),
    end: stockholmMidnight(dayAfter.toISOString().slice(0, 10)).toISOString(),
  };
}
