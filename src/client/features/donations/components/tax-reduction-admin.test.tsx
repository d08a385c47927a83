import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, session } from '#client/testing/mock-api.ts';
import { renderWithProviders } from '#client/testing/render.tsx';
import type { TaxReport } from '#shared/schemas/tax-reduction.ts';
import { TaxReductionAdmin } from './tax-reduction-admin.tsx';

const report = (year: number): TaxReport => ({
  year,
  approvedFrom: '2026-02-01',
  organisationNumber: '556572-7228',
  minimumGiftOre: 200_00,
  rows: [{ personalNumber: '19850101-••••', name: 'Anna Svensson', totalOre: 700_00, gifts: 3 }],
  warnings: [{ problem: 'missing', personalNumber: null, name: null, totalOre: 250_00, gifts: 1 }],
});
const text = (node: HTMLElement) => node.textContent?.replace(/\s+/g, ' ').trim();

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('TaxReductionAdmin', () => {
  it('shows this year’s givers masked, the warnings, and the CSV of the chosen year', async () => {
    vi.useFakeTimers({ now: new Date('2026-06-20T12:00:00Z'), toFake: ['Date'] });
    const api = mockApi({
      ...session(true),
      'GET /api/admin/tax-reduction': ({ url }) => report(Number(url.searchParams.get('year'))),
    });
    const user = userEvent.setup();
    renderWithProviders(<TaxReductionAdmin />);
    const table = await screen.findByRole('table');
    const [, row] = within(table).getAllByRole('row');
    const cells = within(row as HTMLElement)
      .getAllByRole('cell')
      .map(text);
    expect(cells).toEqual([
      '19850101-••••',
      'Anna Svensson',
      '3',
      expect.stringMatching(/^700\skr$/),
    ]);
    expect(screen.getByRole('status')).toHaveTextContent(
      'No personal identity number (erased, or never received)',
    );
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/admin/export/tax-reduction.csv?year=2026',
    );
    await user.selectOptions(screen.getByLabelText('Year'), '2025');
    expect(await screen.findByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/admin/export/tax-reduction.csv?year=2025',
    );
    expect(api.calls()).toContain('GET /api/admin/tax-reduction?year=2025');
  });

  it('says so when the tax reduction is not switched on', async () => {
    mockApi({
      ...session(true),
      'GET /api/admin/tax-reduction': () =>
        jsonResponse({ error: 'The tax reduction is not switched on.' }, 404),
    });
    renderWithProviders(<TaxReductionAdmin />);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('The tax reduction is not switched on.'),
    );
    expect(screen.queryByRole('link', { name: 'Download CSV' })).toBeNull();
  });
});
