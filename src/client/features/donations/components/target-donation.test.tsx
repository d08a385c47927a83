import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { challengeRoute } from '#client/testing/challenge.ts';
import { mockApi, session } from '#client/testing/mock-api.ts';
import { renderWithProviders } from '#client/testing/render.tsx';
import { DonationForm } from './donation-form.tsx';
import { TargetDonation } from './target-donation.tsx';

const routes = () => ({
  ...session(false),
  ...challengeRoute,
  'GET /api/stripe/config': () => ({
    publicKey: 'pk_sandbox_local_test_mode',
    provider: 'sandbox',
    methods: ['card'],
  }),
  'POST /api/create-payment-intent': () => ({ clientSecret: 'pi_1_secret_abc' }),
  'POST /api/send-donation-emails': () => ({ sent: true }),
  'POST /api/sandbox/confirm-card': () => ({
    paymentIntent: { id: 'pi_1', status: 'succeeded', amount: 5000, next_action: null },
  }),
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the donation form on an appeal's or fundraiser's page", () => {
  it('sends the gift to the appeal with what the giver allows its page to show', async () => {
    const api = mockApi(routes());
    const user = userEvent.setup();
    renderWithProviders(<TargetDonation headingId="give" target={{ appeal: 'a-well' }} />);
    expect(screen.getByRole('form', { name: 'Give to this appeal' })).toBeVisible();
    await user.type(await screen.findByLabelText('Card number'), '4242424242424242');
    await user.type(screen.getByLabelText('Expiry'), '1234');
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.click(screen.getByRole('checkbox', { name: 'Show my first name' }));
    await user.type(screen.getByLabelText('A message for the page (optional)'), ' Go on! ');
    expect(screen.getByText('8/200')).toBeVisible();
    await waitFor(() => expect(screen.getByRole('button', { name: /^Donate/ })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: /^Donate/ }));

    await waitFor(() => expect(api.calls()).toContain('POST /api/create-payment-intent'));
    const created = api.requests.find((r) => r.url.pathname === '/api/create-payment-intent');
    expect(created?.body).toMatchObject({
      appeal: 'a-well',
      showName: true,
      showAmount: false,
      publicMessage: 'Go on!',
    });
  });

  it('asks nothing of the kind on Home, and sends no target', () => {
    mockApi(routes());
    renderWithProviders(<DonationForm labelledBy="heading" />);
    expect(screen.queryByRole('checkbox', { name: 'Show my first name' })).toBeNull();
    expect(screen.queryByLabelText('A message for the page (optional)')).toBeNull();
  });

  it('names the fundraiser it gives to', () => {
    mockApi(routes());
    renderWithProviders(<TargetDonation headingId="give" target={{ fundraiser: 'karin' }} />);
    expect(screen.getByRole('heading', { name: 'Give to this fundraiser' })).toBeVisible();
  });
});
