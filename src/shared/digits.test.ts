import { describe, expect, it } from 'vitest';
import { formatWhole } from './digits.ts';
import { formatSek } from './donations.ts';
import { INTL_LOCALES, LOCALES } from './i18n/locale.ts';

const WHOLES = [0, 7, 42, 999, 1000, 1234, 99_999, 100_000, 1_234_567, -5, -1000, -1_234_567];

describe('formatWhole', () => {
  it.each(LOCALES)('writes whole numbers as Intl does in %s', (locale) => {
    const intl = new Intl.NumberFormat(INTL_LOCALES[locale]);
    for (const value of WHOLES) expect(formatWhole(value, locale)).toBe(intl.format(value));
  });
});

describe('formatSek', () => {
  const intl = (fractionDigits: number) =>
    new Intl.NumberFormat('sv-SE', {
      style: 'currency',
      currency: 'SEK',
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: 2,
    });

  it('writes whole kronor as Intl does, without öre', () => {
    for (const kronor of WHOLES) expect(formatSek(kronor * 100)).toBe(intl(0).format(kronor));
  });

  it('writes öre as Intl does, always with two digits', () => {
    for (const ore of [1, 5, 50, 1250, 99_999, 123_456_789, -1250, -5]) {
      expect(formatSek(ore)).toBe(intl(2).format(ore / 100));
    }
  });

  it('reads the way Swedes write amounts', () => {
    expect(formatSek(100_000)).toBe('1\u00a0000\u00a0kr');
    expect(formatSek(1250)).toBe('12,50\u00a0kr');
  });
});
