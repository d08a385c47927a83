import { calendarDay } from '#shared/stockholm.ts';

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export const isoNow = (clock: Clock) => clock.now().toISOString();

/**
 * Today in Stockholm, formatted once a minute rather than on every request (days change on a
 * whole minute in every time zone Stockholm has had).
 */
export function stockholmDayOf(clock: Clock): () => string {
  let minute = Number.NaN;
  let day = '';
  return () => {
    const now = clock.now();
    const nowMinute = Math.floor(now.getTime() / 60_000);
    if (nowMinute !== minute) {
      minute = nowMinute;
      day = calendarDay(now);
    }
    return day;
  };
}
