import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, session } from '#client/testing/mock-api.ts';
import { renderWithProviders } from '#client/testing/render.tsx';
import { storeOrder } from './order-storage.ts';
import { useReleaseLeftCheckout } from './release-checkout.ts';
import { storedWalkOrder } from './stored-order.fixture.ts';

const stored = storedWalkOrder;

function Probe({ eventId, cancelled }: { eventId: string; cancelled: boolean }) {
  useReleaseLeftCheckout(eventId, cancelled);
  return null;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('useReleaseLeftCheckout', () => {
  it('gives the spots of the stored order back when the buyer comes back by the cancel link', async () => {
    const api = mockApi({
      ...session(false),
      'POST /api/ticket-orders/cancel': () => ({ status: 'cancelled' }),
    });
    storeOrder(stored);
    renderWithProviders(<Probe eventId="community-food-walk" cancelled />);
    await vi.waitFor(() => expect(api.calls()).toContain('POST /api/ticket-orders/cancel'));
    expect(api.requests.find((r) => r.url.pathname === '/api/ticket-orders/cancel')?.body).toEqual({
      sessionId: 'cs_test_1',
    });
    expect(localStorage.getItem('ticketOrder')).toBeNull();
  });

  it('leaves the order alone on an ordinary visit, and another event’s order always', async () => {
    const api = mockApi({ ...session(false) });
    storeOrder(stored);
    renderWithProviders(<Probe eventId="community-food-walk" cancelled={false} />);
    renderWithProviders(<Probe eventId="gospel-jazz-praise" cancelled />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.calls()).not.toContain('POST /api/ticket-orders/cancel');
    expect(localStorage.getItem('ticketOrder')).not.toBeNull();
  });
});
