import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, session } from '#client/testing/mock-api.ts';
import { renderWithProviders } from '#client/testing/render.tsx';
import { fixtureWalk } from '../lib/events.fixture.ts';
import { storeOrder } from '../lib/order-storage.ts';
import { storedWalkOrder } from '../lib/stored-order.fixture.ts';
import { OrderConfirmation } from './order-confirmation.tsx';

const walk = fixtureWalk;
const stored = storedWalkOrder;

afterEach(() => vi.unstubAllGlobals());

describe('OrderConfirmation', () => {
  it('thanks the buyer, asks the server to send the tickets and forgets the stored order', async () => {
    const api = mockApi({
      ...session(false),
      'POST /api/send-ticket-email': () => ({ status: 'paid' }),
    });
    storeOrder(stored);
    renderWithProviders(<OrderConfirmation sessionId="cs_test_1" event={walk} />);
    expect(screen.getByRole('heading', { name: 'Thank you for your order!' })).toHaveFocus();
    expect(screen.getByText('2 × Adult (20+ years)')).toBeInTheDocument();
    expect(screen.getByText('1 × Child (4-12 years)')).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Your tickets for Community Food Walk are on their way to anna@example.org.',
      ),
    ).toBeInTheDocument();
    expect(api.requests.find((r) => r.url.pathname === '/api/send-ticket-email')?.body).toEqual({
      sessionId: 'cs_test_1',
      name: 'Anna Svensson',
      email: 'anna@example.org',
      phone: '070',
      eventTitle: 'Community Food Walk',
      tickets: { adult: 2, youth: 0, child: 1 },
    });
    expect(localStorage.getItem('ticketOrder')).toBeNull();
  });

  it('says so when the checkout was not paid', async () => {
    mockApi({ ...session(false), 'POST /api/send-ticket-email': () => ({ status: 'expired' }) });
    renderWithProviders(<OrderConfirmation sessionId="cs_test_2" event={walk} />);
    expect(
      await screen.findByRole('heading', { name: 'Your order was not completed.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      '/events/community-food-walk',
    );
  });
});
