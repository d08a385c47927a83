import { expect, it } from 'vitest';
import { passesLuhn } from './luhn.ts';

it('checks the last digit of identity and organisation numbers', () => {
  expect(passesLuhn('8501011236')).toBe(true);
  expect(passesLuhn('5561234568')).toBe(false);
  expect(passesLuhn('5565727228')).toBe(true);
  expect(passesLuhn('')).toBe(false);
});
