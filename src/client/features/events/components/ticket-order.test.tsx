import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { pageLoads } from '#client/lib/location.ts';
import { challengeRoute, decodeAltcha } from '#client/testing/challenge.ts';
import { jsonResponse, mockApi, session } from '#client/testing/mock-api.ts';
import { renderWithProviders } from '#client/testing/render.tsx';
import { fixtureWalk } from '../lib/events.fixture.ts';
import { TicketOrder } from './ticket-order.tsx';

const walk = fixtureWalk;
let go: MockInstance<typeof pageLoads.go>;

beforeEach(() => {
  go = vi.spyOn(pageLoads, 'go').mockImplementation(() => {});
});
afterEach(() => {
  go.mockRestore();
});

const more = (label: string) =>
  fireEvent.click(screen.getByRole('button', { name: `One ticket more: ${label}` }));

describe('TicketOrder', () => {
  it('adds up quantity times price, in kr, and never goes below 0', async () => {
    mockApi(session(false));
    renderWithProviders(<TicketOrder event={walk} />);
    expect(screen.getByText(/Ticket limit for the event/)).toHaveTextContent(
      'Ticket limit for the event: 8',
    );
    expect(screen.getByText(/^Total:/)).toHaveTextContent('Total: 0 kr');
    expect(screen.queryByRole('button', { name: 'Order tickets' })).toBeNull();

    more('Adult (20+ years)');
    more('Adult (20+ years)');
    more('Child (4-12 years)');
    expect(screen.getByText(/^Total:/)).toHaveTextContent('Total: 350 kr');
    expect(screen.getByRole('spinbutton', { name: /^Adult \(20\+ years\)/ })).toHaveValue(2);

    const fewerYouth = screen.getByRole('button', { name: 'One ticket less: Youth (13-19 years)' });
    expect(fewerYouth).toBeDisabled();
    const youth = screen.getByRole('spinbutton', { name: /^Youth \(13-19 years\)/ });
    fireEvent.change(youth, { target: { value: '-3' } });
    expect(youth).toHaveValue(0);
    fireEvent.change(youth, { target: { value: '' } });
    expect(youth).toHaveValue(0);
    expect(screen.getByText(/^Total:/)).toHaveTextContent('Total: 350 kr');
    expect(screen.getByText('Children 1-3 years enter free and need no ticket.')).toBeVisible();
  });

  it('warns when more tickets are chosen than spots left', async () => {
    mockApi(session(false));
    renderWithProviders(<TicketOrder event={{ ...walk, spotsLeft: 1 }} />);
    more('Youth (13-19 years)');
    expect(screen.queryByRole('alert')).toBeNull();
    more('Youth (13-19 years)');
    expect(screen.getByRole('alert')).toHaveTextContent('Only 1 spots are left for this event.');
  });

  it('asks for the buyer, then opens the checkout the server returns', async () => {
    const api = mockApi({
      ...session(false),
      ...challengeRoute,
      'POST /api/create-checkout-session': () => ({
        sessionId: 'cs_test_1',
        publicKey: 'pk_sandbox',
        url: '/sandbox/checkout/cs_test_1',
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(<TicketOrder event={walk} />);
    more('Adult (20+ years)');
    more('Adult (20+ years)');
    more('Child (4-12 years)');
    await user.click(screen.getByRole('button', { name: 'Order tickets' }));

    const name = screen.getByLabelText('Full name');
    expect(name).toHaveFocus();
    expect(name).toBeRequired();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Email')).toBeRequired();
    expect(screen.getByLabelText('Phone')).toBeRequired();

    await user.type(name, 'Anna Svensson');
    await user.type(screen.getByLabelText('Email'), 'anna@example.org');
    await user.type(screen.getByLabelText('Phone'), '070-123 45 67');
    await user.click(screen.getByRole('button', { name: 'Continue to payment (350 kr)' }));

    await vi.waitFor(() => expect(go).toHaveBeenCalledWith('/sandbox/checkout/cs_test_1', false));
    const request = api.requests.find((r) => r.url.pathname === '/api/create-checkout-session');
    expect(
      decodeAltcha((request?.body as { altcha?: unknown } | undefined)?.altcha).solution.counter,
    ).toBe(50);
    expect(request?.body).toEqual({
      amount: 350,
      eventTitle: 'Community Food Walk',
      successUrl:
        'http://localhost:3000/events/community-food-walk?session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: 'http://localhost:3000/events/community-food-walk?cancelled=1',
      altcha: expect.any(String),
      eventId: 'community-food-walk',
      tickets: { adult: 2, youth: 0, child: 1 },
      name: 'Anna Svensson',
      email: 'anna@example.org',
      phone: '070-123 45 67',
    });
    expect(JSON.parse(localStorage.getItem('ticketOrder') ?? '{}')).toEqual({
      name: 'Anna Svensson',
      email: 'anna@example.org',
      phone: '070-123 45 67',
      eventTitle: 'Community Food Walk',
      tickets: { adult: 2, youth: 0, child: 1 },
      eventId: 'community-food-walk',
      sessionId: 'cs_test_1',
    });
  });

  it('speaks Swedish on a Swedish page and comes back to the Swedish event page', async () => {
    const api = mockApi({
      ...session(false),
      ...challengeRoute,
      'POST /api/create-checkout-session': () => ({
        sessionId: 'cs_test_1',
        publicKey: 'pk_sandbox',
        url: '/sandbox/checkout/cs_test_1',
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(<TicketOrder event={walk} />, { locale: 'sv' });
    const moreAdults = screen.getByRole('button', { name: 'En biljett till: Vuxen (20+ år)' });
    for (const _ of [1, 2, 3]) fireEvent.click(moreAdults);
    expect(screen.getByText(/^Totalt:/)).toHaveTextContent('Totalt: 450 kr');
    await user.click(screen.getByRole('button', { name: 'Beställ biljetter' }));
    await user.type(screen.getByLabelText('För- och efternamn'), 'Anna Svensson');
    await user.type(screen.getByLabelText('E-post'), 'anna@example.org');
    await user.type(screen.getByLabelText('Telefon'), '070-123 45 67');
    await user.click(screen.getByRole('button', { name: /^Gå vidare till betalning/ }));

    await vi.waitFor(() => expect(go).toHaveBeenCalled());
    const request = api.requests.find((r) => r.url.pathname === '/api/create-checkout-session');
    expect(request?.body).toMatchObject({
      successUrl:
        'http://localhost:3000/sv/events/community-food-walk?session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: 'http://localhost:3000/sv/events/community-food-walk?cancelled=1',
    });
  });

  it('shows the server’s reason when the order is refused', async () => {
    mockApi({
      ...session(false),
      ...challengeRoute,
      'POST /api/create-checkout-session': () =>
        jsonResponse({ error: 'Only 1 spots are left for this event.' }, 409),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    renderWithProviders(<TicketOrder event={walk} />);
    more('Adult (20+ years)');
    await user.click(screen.getByRole('button', { name: 'Order tickets' }));
    await user.type(screen.getByLabelText('Full name'), 'Anna');
    await user.type(screen.getByLabelText('Email'), 'anna@example.org');
    await user.type(screen.getByLabelText('Phone'), '070');
    // Found before the click: while the order is sent, the button says so instead.
    const pay = screen.getByRole('button', { name: /Continue to payment/ });
    const form = pay.closest('form');
    await user.click(pay);
    await waitFor(() =>
      expect(within(form as HTMLElement).getByRole('alert')).toHaveTextContent(
        'Only 1 spots are left for this event.',
      ),
    );
    expect(go).not.toHaveBeenCalled();
    expect(localStorage.getItem('ticketOrder')).toBeNull();
  });
});
