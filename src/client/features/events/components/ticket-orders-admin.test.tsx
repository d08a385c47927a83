import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, session } from '#client/testing/mock-api.ts';
import { renderWithProviders } from '#client/testing/render.tsx';
import type { TicketOrderRow } from '#shared/schemas/tickets.ts';
import { TicketOrdersAdmin } from './ticket-orders-admin.tsx';

const order: TicketOrderRow = {
  reference: 'T-ABCDEFGH',
  eventId: 'community-food-walk',
  eventTitle: 'Community Food Walk',
  name: 'Anna Svensson',
  email: 'anna@example.org',
  phone: '070-123 45 67',
  tickets: { adult: 2, youth: 0, child: 1 },
  amount: 35_000,
  status: 'paid',
  createdAt: '2026-11-21T09:00:00.000Z',
  paidAt: '2026-11-21T09:02:00.000Z',
  refundedOre: 0,
  disputeStatus: null,
};

afterEach(() => vi.unstubAllGlobals());

describe('TicketOrdersAdmin', () => {
  it('lists the orders with event, buyer, tickets, total with refunds and disputes, and status, and a CSV download', async () => {
    mockApi({
      ...session(true),
      'GET /api/admin/ticket-orders': () => ({
        orders: [
          { ...order, refundedOre: 35_000, disputeStatus: 'lost' },
          { ...order, reference: 'T-PENDING2', status: 'pending', name: '' },
        ],
      }),
    });
    renderWithProviders(<TicketOrdersAdmin />);
    const table = await screen.findByRole('table');
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('Community Food Walk');
    expect(first).toHaveTextContent('Anna Svensson');
    expect(first).toHaveTextContent('2 × Adult (20+ years), 1 × Child (4-12 years)');
    expect(first).toHaveTextContent('350 krRefunded 350 krDisputed: lost');
    expect(first).toHaveTextContent('Paid');
    expect(second).not.toHaveTextContent('Refunded');
    expect(first).toHaveTextContent('T-ABCDEFGH');
    expect(second).toHaveTextContent('Awaiting payment');
    expect(second).toHaveTextContent('(erased)');
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/admin/export/ticket-orders.csv',
    );
  });
});
