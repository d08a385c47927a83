import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageLoads } from '#client/lib/location.ts';
import { challengeRoute } from '#client/testing/challenge.ts';
import { jsonResponse, mockApi, session } from '#client/testing/mock-api.ts';
import { renderWithProviders } from '#client/testing/render.tsx';
import { formatSek } from '#shared/donations.ts';
import type { MyGiftsResponse, MyMonthlyGift } from '#shared/schemas/my-gifts.ts';
import { MyGifts } from './my-gifts.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const monthly = (overrides: Partial<MyMonthlyGift> = {}): MyMonthlyGift => ({
  id: 7,
  amountOre: 10_000,
  status: 'active',
  startedAt: '2026-01-15T10:00:00.000Z',
  nextPaymentAt: '2026-02-15T10:00:00.000Z',
  pausedUntil: null,
  manageable: true,
  test: true,
  ...overrides,
});

const signedIn = (gift: MyMonthlyGift): MyGiftsResponse => ({
  email: 'anna@example.org',
  gifts: [
    {
      id: 1,
      date: '2026-01-15T10:00:00.000Z',
      amountOre: 10_000,
      refundedOre: 0,
      kind: 'monthly',
      method: 'card',
      status: 'succeeded',
      test: true,
    },
  ],
  nextBefore: null,
  monthly: [gift],
  statementYears: [2025],
});

describe('My gifts', () => {
  it('asks a visitor who is not signed in for an address, and says a link may be on its way', async () => {
    const { requests } = mockApi({
      ...session(false),
      ...challengeRoute,
      'GET /api/my-gifts/session': () => ({ email: null }),
      'POST /api/my-gifts/sign-in-links': () => jsonResponse({ requested: true }, 202),
    });
    const user = userEvent.setup();
    renderWithProviders(<MyGifts />);
    const email = await screen.findByLabelText('E-mail address');
    await user.type(email, 'not an address');
    await user.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByText('Please enter a valid e-mail address.')).toBeVisible();
    await user.clear(email);
    await user.type(email, 'anna@example.org');
    await user.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(
      await screen.findByText(/If this address has given to us, a sign-in link is on its way/),
    ).toBeVisible();
    const sent = requests.find((r) => r.url.pathname === '/api/my-gifts/sign-in-links');
    expect(sent?.body).toMatchObject({ email: 'anna@example.org', altcha: expect.any(String) });
  });

  it('opens an e-mailed link on a page whose one button signs in: a mere visit spends nothing', async () => {
    window.history.replaceState(null, '', '/my-gifts?token=abc.def');
    let signedInAs: string | null = null;
    const { calls } = mockApi({
      ...session(false),
      'GET /api/my-gifts/session': () => ({ email: signedInAs }),
      'POST /api/my-gifts/sessions': () => {
        signedInAs = 'anna@example.org';
        return { email: signedInAs };
      },
      'GET /api/my-gifts': () => signedIn(monthly()),
    });
    const user = userEvent.setup();
    renderWithProviders(<MyGifts />);
    const signIn = await screen.findByRole('button', { name: 'Sign in' });
    // The token leaves the address bar at once: it is neither bookmarked nor shared.
    expect(window.location.search).toBe('');
    expect(calls()).not.toContain('POST /api/my-gifts/sessions');

    await user.click(signIn);
    expect(await screen.findByText('Signed in as anna@example.org')).toBeVisible();
    expect(calls()).toContain('POST /api/my-gifts/sessions');
  });

  it('shows a change as requested until the provider confirms it', async () => {
    let current = monthly();
    mockApi({
      ...session(false),
      'GET /api/my-gifts/session': () => ({ email: 'anna@example.org' }),
      'GET /api/my-gifts': () => signedIn(current),
      'PATCH /api/my-gifts/monthly/7': () => {
        // The provider's event arrives a moment later.
        setTimeout(() => {
          current = monthly({ amountOre: 25_000 });
        }, 300);
        return jsonResponse({ requested: true }, 202);
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<MyGifts />);
    const gift = await screen.findByRole('article', {
      name: `Monthly gift of ${formatSek(10_000)}`,
    });
    expect(screen.getByRole('link', { name: 'Statement 2025' })).toBeVisible();
    const amount = within(gift).getByLabelText('New monthly amount (kr)');
    await user.clear(amount);
    await user.type(amount, '250');
    await user.click(within(gift).getByRole('button', { name: 'Change amount' }));
    expect(
      await screen.findByText('Requested: waiting for the payment provider to confirm…'),
    ).toBeVisible();
    await waitFor(() =>
      expect(
        // The amount's space is a no-break space, which the matcher reads as a space.
        screen.getByText(/^Confirmed: your monthly gift is now 250\skr\.$/),
      ).toBeVisible(),
    );
    expect(
      screen.getByRole('article', { name: `Monthly gift of ${formatSek(25_000)}` }),
    ).toBeVisible();
  });

  it('refuses an amount outside the form’s limits without asking the server', async () => {
    const { calls } = mockApi({
      ...session(false),
      'GET /api/my-gifts/session': () => ({ email: 'anna@example.org' }),
      'GET /api/my-gifts': () => signedIn(monthly()),
    });
    const user = userEvent.setup();
    renderWithProviders(<MyGifts />);
    const gift = await screen.findByRole('article');
    const amount = within(gift).getByLabelText('New monthly amount (kr)');
    await user.clear(amount);
    await user.type(amount, '2');
    await user.click(within(gift).getByRole('button', { name: 'Change amount' }));
    expect(await within(gift).findByText(/at least 5 SEK/)).toBeVisible();
    expect(calls().filter((call) => call.startsWith('PATCH'))).toEqual([]);
  });

  it('takes the donor to the provider’s page to update the card', async () => {
    const go = await clickUpdateCard(() => ({
      url: 'https://billing.stripe.com/p/session/test_abc',
    }));
    await waitFor(() =>
      expect(go).toHaveBeenCalledWith('https://billing.stripe.com/p/session/test_abc', false),
    );
  });

  it('tells the donor when the provider cannot open the card update, and stays on the page', async () => {
    const failed = 'The payment provider could not make the change. Please try again later.';
    const go = await clickUpdateCard(() => jsonResponse({ error: failed }, 502));
    expect(await screen.findByText(failed)).toBeVisible();
    expect(go).not.toHaveBeenCalled();
  });

  it('signs out and says so; a sign-out that fails leaves the donor signed in and says why', async () => {
    let offline = true;
    mockApi({
      ...session(false),
      'GET /api/my-gifts/session': () => ({ email: 'anna@example.org' }),
      'GET /api/my-gifts': () => signedIn(monthly()),
      'DELETE /api/my-gifts/session': () => {
        if (offline) throw new TypeError('Failed to fetch');
        return new Response(null, { status: 204 });
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<MyGifts />);
    const signOut = await screen.findByRole('button', { name: 'Sign out' });
    await user.click(signOut);
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeVisible();
    expect(screen.getByText('Signed in as anna@example.org')).toBeVisible();

    offline = false;
    await user.click(signOut);
    expect(await screen.findByText('You have signed out.')).toBeVisible();
  });
});

/** Signs in with one monthly gift, clicks its Update card, and returns the page loads' spy. */
async function clickUpdateCard(cardUpdate: () => unknown) {
  const go = vi.spyOn(pageLoads, 'go').mockImplementation(() => {});
  mockApi({
    ...session(false),
    'GET /api/my-gifts/session': () => ({ email: 'anna@example.org' }),
    'GET /api/my-gifts': () => signedIn(monthly()),
    'POST /api/my-gifts/monthly/7/card-update': cardUpdate,
  });
  const user = userEvent.setup();
  renderWithProviders(<MyGifts />);
  const gift = await screen.findByRole('article');
  await user.click(within(gift).getByRole('button', { name: 'Update card' }));
  return go;
}
