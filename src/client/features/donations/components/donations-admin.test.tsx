import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, session } from '#client/testing/mock-api.ts';
import { renderWithProviders } from '#client/testing/render.tsx';
import type { DonationListItem, DonationsReport } from '#shared/schemas/donations.ts';
import { DonationsAdmin } from './donations-admin.tsx';

const gift: DonationListItem = {
  id: 2,
  createdAt: '2026-01-15T10:00:00.000Z',
  paidAt: '2026-01-15T10:01:00.000Z',
  donorName: 'Anna Svensson',
  donorEmail: 'anna@example.org',
  amountOre: 10_000,
  currency: 'sek',
  kind: 'monthly',
  method: 'card',
  status: 'succeeded',
  providerRef: 'in_1',
  paymentReference: null,
  subscriptionId: 'sub_1',
  test: true,
  personalNumber: null,
  refundedOre: 2_500,
  disputeStatus: 'needs_response',
};
const report = (from: string, to: string): DonationsReport => ({
  from,
  to,
  donations: [
    gift,
    {
      ...gift,
      id: 1,
      donorName: null,
      donorEmail: null,
      kind: 'one_time',
      method: 'klarna',
      status: 'failed',
      paidAt: null,
      test: false,
      refundedOre: 0,
      disputeStatus: null,
    },
  ],
  totals: {
    succeededOre: 10_000,
    refundedOre: 2_500,
    netOre: 7_500,
    succeededCount: 1,
    oneTimeOre: 0,
    monthlyOre: 7_500,
    activeMonthlyDonors: 1,
  },
  pastDue: [
    {
      subscriptionId: 'sub_2',
      donorName: 'Bo Ek',
      donorEmail: 'bo@example.org',
      amountOre: 20_000,
      since: '2026-01-10T08:00:00.000Z',
      test: false,
    },
  ],
});
const text = (node: HTMLElement) => node.textContent?.replace(/\s+/g, ' ').trim();

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('DonationsAdmin', () => {
  it('lists the gifts of this month with totals and a CSV of the same period', async () => {
    vi.useFakeTimers({ now: new Date('2026-01-20T12:00:00Z'), toFake: ['Date'] });
    const api = mockApi({
      ...session(true),
      'GET /api/admin/donations': ({ url }) =>
        report(url.searchParams.get('from') ?? '', url.searchParams.get('to') ?? ''),
    });
    renderWithProviders(<DonationsAdmin />);
    const table = await screen.findByRole('table', {
      name: 'Gifts from 2026-01-01 to 2026-01-20, newest first',
    });
    expect(api.calls()).toContain('GET /api/admin/donations?from=2026-01-01&to=2026-01-20');
    const [, first, second] = within(table).getAllByRole('row');
    const cells = (row: HTMLElement | undefined) =>
      within(row as HTMLElement)
        .getAllByRole('cell')
        .map(text);
    expect(cells(first)).toEqual([
      '15 Jan 2026, 11:01',
      'Anna Svenssonanna@example.org',
      '100 krRefunded 25 krDisputed: needs_response',
      'Monthly',
      'Card',
      'PaidTest',
    ]);
    expect(cells(second)).toEqual([
      '15 Jan 2026, 11:00',
      'Anonymous',
      '100 kr',
      'One-time',
      'Klarna',
      'Failed',
    ]);
    const totals = screen.getByLabelText('Totals for the period');
    const pairs = within(totals)
      .getAllByRole('term')
      .map((term) => `${text(term)}: ${text(term.nextElementSibling as HTMLElement)}`);
    expect(pairs).toEqual([
      'Paid in total: 100 kr',
      'Refunded: 25 kr',
      'Net after refunds: 75 kr',
      'Paid gifts: 1',
      'One-time: 0 kr',
      'Monthly: 75 kr',
      'Active monthly donors: 1',
    ]);
    const pastDue = screen.getByRole('table', { name: 'Monthly gifts past due, longest first' });
    expect(cells(within(pastDue).getAllByRole('row')[1])).toEqual([
      'Bo Ekbo@example.org',
      '200 kr',
      '10 Jan 2026, 09:00',
    ]);
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/admin/export/donations.csv?from=2026-01-01&to=2026-01-20',
    );

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-12-01' } });
    expect(
      await screen.findByRole('table', { name: /^Gifts from 2025-12-01/ }),
    ).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-02-01' } });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please choose a start date on or before the end date.',
    );
    expect(screen.queryByRole('link', { name: 'Download CSV' })).toBeNull();
  });
});
