import { describe, expect, it } from 'vitest';
import { donationPeriod } from './period.ts';

describe('the admin’s donation period', () => {
  it('is this month so far by default, and includes both chosen days', () => {
    expect(donationPeriod(undefined, undefined, new Date('2026-03-10T12:00:00Z'))).toEqual({
      from: '2026-03-01',
      to: '2026-03-10',
      start: '2026-02-28T23:00:00.000Z',
      end: '2026-03-10T23:00:00.000Z',
    });
    expect(donationPeriod('2026-01-01', '2026-12-31', new Date())).toMatchObject({
      start: '2025-12-31T23:00:00.000Z',
      end: '2026-12-31T23:00:00.000Z',
    });
    expect(donationPeriod('2026-02-01', '2026-01-01', new Date())).toBeNull();
  });
});
