import { describe, expect, it } from 'vitest';
import { median, percentile } from './percentile.mjs';

describe('percentile', () => {
  it('answers the nearest rank, whatever the order of the values', () => {
    const values = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6];
    expect(percentile(values, 50)).toBe(5);
    expect(percentile(values, 99)).toBe(10);
    expect(percentile(values, 100)).toBe(10);
    expect(percentile(values, 0)).toBe(1);
  });

  it('rounds to a tenth, and has no answer for no values', () => {
    expect(percentile([1.234, 2.345], 50)).toBe(1.2);
    expect(percentile([], 50)).toBeNaN();
  });
});

describe('median', () => {
  it('answers the middle value, unrounded, whatever the order', () => {
    expect(median([3.25, 1, 2])).toBe(2);
    expect(median([9, 1.5, 4, 7, 2])).toBe(4);
  });
});
