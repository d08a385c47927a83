import { describe, expect, it } from 'vitest';
import {
  calendarDay,
  formatStockholmDate,
  stockholmMidnight,
  stockholmMonth,
  stockholmYear,
  stockholmYearSpan,
} from './stockholm.ts';

describe('calendarDay', () => {
  it('gives the local calendar date as YYYY-MM-DD when told local', () => {
    expect(calendarDay(new Date(2025, 0, 2, 23, 30).toISOString(), 'local')).toBe('2025-01-02');
    expect(calendarDay(new Date(2024, 11, 31, 0, 5).toISOString(), 'local')).toBe('2024-12-31');
  });

  it('gives the Stockholm calendar date by default', () => {
    expect(calendarDay('2024-12-31T23:30:00Z')).toBe('2025-01-01');
    expect(calendarDay(new Date('2025-06-30T21:59:00Z'))).toBe('2025-06-30');
    expect(calendarDay(new Date('2026-01-31T23:30:00Z'))).toBe('2026-02-01');
  });
});

describe('the Stockholm year and month', () => {
  it('turns at midnight on New Year’s Eve in Stockholm, an hour before UTC does', () => {
    expect(stockholmYear('2025-12-31T22:59:59.999Z')).toBe(2025);
    expect(stockholmYear('2025-12-31T23:00:00.000Z')).toBe(2026);
    expect(stockholmYear('2025-12-31T23:30:00.000Z')).toBe(2026);
    expect(stockholmMonth('2025-12-31T22:59:59.999Z')).toBe(12);
    expect(stockholmMonth(new Date('2025-12-31T23:30:00Z'))).toBe(1);
  });

  it('spans a year from one Stockholm New Year to the next (always winter time)', () => {
    expect(stockholmYearSpan(2025)).toEqual({
      from: '2024-12-31T23:00:00.000Z',
      to: '2025-12-31T23:00:00.000Z',
    });
  });
});

describe('stockholmMidnight', () => {
  it('runs on Swedish days, winter and summer time alike', () => {
    expect(stockholmMidnight('2026-01-15').toISOString()).toBe('2026-01-14T23:00:00.000Z');
    expect(stockholmMidnight('2026-07-01').toISOString()).toBe('2026-06-30T22:00:00.000Z');
  });

  it('takes the offset of the day’s own midnight on the days the clocks change', () => {
    // Summer time begins at 02:00 on 29 March 2026: that midnight is still winter time...
    expect(stockholmMidnight('2026-03-29').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(stockholmMidnight('2026-03-30').toISOString()).toBe('2026-03-29T22:00:00.000Z');
    // ...and it ends at 03:00 on 25 October 2026: that midnight is still summer time.
    expect(stockholmMidnight('2026-10-25').toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(stockholmMidnight('2026-10-26').toISOString()).toBe('2026-10-25T23:00:00.000Z');
  });

  it('agrees with calendarDay about the hour either side of the change', () => {
    expect(calendarDay('2026-03-28T22:59:00Z')).toBe('2026-03-28');
    expect(calendarDay('2026-03-28T23:00:00Z')).toBe('2026-03-29');
    expect(calendarDay('2026-10-24T21:59:00Z')).toBe('2026-10-24');
    expect(calendarDay('2026-10-24T22:00:00Z')).toBe('2026-10-25');
  });
});

describe('formatStockholmDate', () => {
  it('writes the Stockholm date in the reader’s language', () => {
    expect(formatStockholmDate('2025-12-31T23:30:00Z', 'en')).toBe('1 Jan 2026');
    expect(formatStockholmDate('2025-12-31T23:30:00Z', 'sv', 'long')).toBe('1 januari 2026');
    expect(formatStockholmDate(new Date('2025-03-10T12:00:00Z'), 'en', 'long')).toBe(
      '10 March 2025',
    );
  });
});
