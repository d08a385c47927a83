const TIME_ZONE = 'Europe/Stockholm';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day (YYYY-MM-DD) in Sweden at `instant`. */
export function swedishDate(instant: Date): string {
  return dayFormat.format(instant);
}

/** The instant a Swedish calendar day begins (midnight in Stockholm, summer time or not). */
export function swedishMidnight(date: string): Date {
  const asUtc = new Date(`${date}T00:00:00Z`);
  // Stockholm is ahead of UTC: midnight there is this many hours before midnight UTC.
  const hourThere = Number(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: TIME_ZONE,
      hour: '2-digit',
      hourCycle: 'h23',
    }).format(asUtc),
  );
  return new Date(asUtc.getTime() - hourThere * 60 * 60_000);
}

/**
 * The admin's period: Swedish calendar days `from` to `to`, both included (this month so far
 * by default), as the ISO instants [start, end). null when it runs backwards.
 */
export function donationPeriod(from: string | undefined, to: string | undefined, now: Date) {
  const today = swedishDate(now);
  const first = from ?? `${today.slice(0, 8)}01`;
  const last = to ?? today;
  if (first > last) return null;
  const dayAfter = new Date(`${last}T00:00:00Z`);
  dayAfter.setUTCDate(dayAfter.getUTCDate() + 1);
  return {
    from: first,
    to: last,
    start: swedishMidnight(first).toISOString(),
    end: swedishMidnight(dayAfter.toISOString().slice(0, 10)).toISOString(),
  };
}
