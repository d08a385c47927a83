import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, relativeAge } from './format-date.ts';
import { INTL_LOCALES, LOCALES } from './i18n/locale.ts';

describe('relativeAge', () => {
  const now = Date.parse('2025-03-10T12:00:00Z');
  const timeBefore = (ms: number) => new Date(now - ms).toISOString();

  it.each([
    [0, 'recently'],
    [59_999, 'recently'],
    [60_000, '1 minute ago'],
    [59 * 60_000 + 59_999, '59 minutes ago'],
    [3_600_000, '1 hour ago'],
    [23 * 3_600_000 + 3_599_999, '23 hours ago'],
    [86_400_000, '1 day ago'],
    [40 * 86_400_000, '40 days ago'],
  ])('%i ms ago reads "%s"', (elapsed, expected) => {
    expect(relativeAge(timeBefore(elapsed), now)).toBe(expected);
  });

  it.each(LOCALES)('words minutes, hours and days as Intl does in %s', (locale) => {
    const intl = new Intl.RelativeTimeFormat(locale === 'en' ? 'en' : INTL_LOCALES.sv, {
      numeric: 'always',
    });
    for (const [unit, ms] of [
      ['minute', 60_000],
      ['hour', 3_600_000],
      ['day', 86_400_000],
    ] as const) {
      for (const count of [1, 2, 5, 21, 1000]) {
        if (unit !== 'day' && count * ms >= (unit === 'minute' ? 3_600_000 : 86_400_000)) continue;
        expect(relativeAge(timeBefore(count * ms), now, locale)).toBe(intl.format(-count, unit));
      }
    }
  });

  it('treats a time in the future (a skewed clock) as recent', () => {
    expect(relativeAge(new Date(now + 120_000).toISOString(), now)).toBe('recently');
  });
});

describe('formatDate', () => {
  it('writes a date out in words', () => {
    expect(formatDate('2027-05-14')).toBe('14 May 2027');
  });

  it('writes every month in Swedish as Intl does', () => {
    const intl = new Intl.DateTimeFormat('sv-SE', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    for (let month = 1; month <= 12; month++) {
      const day = `2027-${String(month).padStart(2, '0')}-0${month % 9 || 9}`;
      expect(formatDate(day, 'sv')).toBe(intl.format(new Date(`${day}T00:00:00Z`)));
    }
  });
});

describe('formatDateTime', () => {
  it('gives the date and time in Stockholm', () => {
    expect(formatDateTime('2025-03-10T12:00:00Z')).toBe('10 Mar 2025, 13:00');
  });
});

describe('in Swedish', () => {
  it('writes dates, times and relative ages the Swedish way, in Stockholm time', () => {
    expect(formatDate('2027-05-14', 'sv')).toBe('14 maj 2027');
    expect(formatDate('2027-01-01', 'sv')).toBe('1 januari 2027');
    expect(formatDateTime('2025-03-10T12:00:00Z', 'sv')).toBe('10 mars 2025 13:00');
    expect(formatDateTime('2025-07-01T21:30:00Z', 'sv')).toBe('1 juli 2025 23:30');
    const now = Date.parse('2025-03-10T12:00:00Z');
    expect(relativeAge(new Date(now - 1000).toISOString(), now, 'sv')).toBe('nyss');
    expect(relativeAge(new Date(now - 3 * 60_000).toISOString(), now, 'sv')).toBe(
      'för 3 minuter sedan',
    );
    expect(relativeAge(new Date(now - 86_400_000).toISOString(), now, 'sv')).toBe(
      'för 1 dag sedan',
    );
  });

  it('keeps English exactly as before when asked for English', () => {
    expect(formatDate('2027-05-14', 'en')).toBe('14 May 2027');
    expect(formatDateTime('2025-03-10T12:00:00Z', 'en')).toBe('10 Mar 2025, 13:00');
  });
});
