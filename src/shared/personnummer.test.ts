import { describe, expect, it } from 'vitest';
import {
  ageAtEndOf,
  checkGiversPersonnummer,
  maskPersonnummer,
  PERSONNUMMER_MESSAGES,
  parsePersonnummer,
} from './personnummer.ts';

const today = new Date('2026-06-15T12:00:00Z');

describe('parsePersonnummer', () => {
  it.each([
    ['19850101-1236', '198501011236'],
    ['198501011236', '198501011236'],
    ['850101-1236', '198501011236'],
    ['8501011236', '198501011236'],
    [' 850101 1236 ', '198501011236'],
    ['121212-1212', '201212121212'],
  ])('reads %s as %s', (input, digits) => {
    expect(parsePersonnummer(input, today)).toMatchObject({ ok: true, digits });
  });

  it('reads a plus sign as a person of 100 or more', () => {
    expect(parsePersonnummer('191231+1238', today)).toEqual({
      ok: true,
      digits: '191912311238',
      birthYear: 1919,
    });
  });

  it('takes a co-ordination number (the day plus 60) and keeps it as it is', () => {
    expect(parsePersonnummer('850161-1233', today)).toMatchObject({
      ok: true,
      digits: '198501611233',
    });
  });

  it.each([
    ['1985-01-01-1236', 'format'],
    ['85010112', 'format'],
    ['19850101+1236', 'format'],
    ['abcdef-1236', 'format'],
    ['850230-1236', 'date'],
    ['851301-1236', 'date'],
    ['20300101-1236', 'date'],
    ['19850101-1237', 'checkDigit'],
  ])('refuses %s (%s)', (input, problem) => {
    expect(parsePersonnummer(input, today)).toEqual({ ok: false, problem });
  });
});

describe('checkGiversPersonnummer', () => {
  it('accepts a giver who turns 18 by the end of the year', () => {
    // Born 31 December 2008: 18 on the last day of 2026.
    const digits = parsePersonnummer('081231-0001', today);
    const born2008 = digits.ok ? digits.digits : '';
    expect(born2008).toBe('200812310001');
    expect(checkGiversPersonnummer(born2008, today)).toEqual({ digits: born2008 });
  });

  it('refuses a giver under 18 at the end of the year', () => {
    expect(checkGiversPersonnummer('090101-0009', today)).toEqual({
      problem: PERSONNUMMER_MESSAGES.tooYoung,
    });
  });

  it('says what is wrong with a bad number', () => {
    expect(checkGiversPersonnummer('19850101-1237', today)).toEqual({
      problem: PERSONNUMMER_MESSAGES.checkDigit,
    });
  });
});

it('counts the age reached by the end of a year, and masks the last four digits', () => {
  expect(ageAtEndOf(2026, 2008)).toBe(18);
  expect(maskPersonnummer('198501011236')).toBe('19850101-••••');
});
