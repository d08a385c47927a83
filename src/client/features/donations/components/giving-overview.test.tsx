import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, session } from '#client/testing/mock-api.ts';
import { renderWithProviders } from '#client/testing/render.tsx';
import type { GivingOverview } from '#shared/schemas/donations.ts';
import { GivingOverviewAdmin } from './giving-overview.tsx';

const months = Array.from({ length: 24 }, (_, i) => {
  const index = 2024 * 12 + 3 + i;
  const month = `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  return { month, oneTimeOre: i === 23 ? 30_000 : 0, monthlyOre: i === 23 ? 10_000 : 5_000 };
});
const overview: GivingOverview = {
  months,
  donors: { active: 3, paused: 1, pastDue: 2 },
  yearToDate: { year: 2026, thisYearOre: 45_000, lastYearOre: 12_000 },
};
const text = (node: Element) => node.textContent?.replace(/\s+/g, ' ').trim();

afterEach(() => vi.unstubAllGlobals());

describe('GivingOverviewAdmin', () => {
  it('shows the year so far beside last year, the monthly donors, and 24 months as a chart and a table', async () => {
    mockApi({ ...session(true), 'GET /api/admin/giving': () => overview });
    renderWithProviders(<GivingOverviewAdmin />);
    const chart = await screen.findByRole('img', { name: 'Gifts per month, net of refunds' });
    const description = document.getElementById(chart.getAttribute('aria-describedby') ?? '');
    expect(text(description as Element)?.replace(/\u00a0/g, ' ')).toBe(
      'Bars from Apr 2024 to Mar 2026, one-time gifts below and monthly gifts above. The highest month is 400 kr; 1 550 kr in all.',
    );
    expect(chart.querySelectorAll('rect')).toHaveLength(48);
    const glance = screen.getByLabelText('Giving at a glance');
    expect(
      within(glance)
        .getAllByRole('term')
        .map((term) => `${text(term)}: ${text(term.nextElementSibling as Element)}`),
    ).toEqual([
      '2026 so far: 450 kr',
      '2025 to the same day: 120 kr',
      'Active monthly donors: 3',
      'Paused monthly donors: 1',
      'Monthly donors past due: 2',
    ]);
    const table = screen.getByRole('table', {
      name: 'Gifts per month, net of refunds',
      hidden: true,
    });
    const rows = within(table).getAllByRole('row', { hidden: true });
    expect(rows).toHaveLength(25);
    expect(rows.at(-1)?.textContent?.replace(/\u00a0/g, ' ')).toBe('Mar 2026300 kr100 kr400 kr');
  });
});
