import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { formatSek } from '#shared/donations.ts';
import { challengeRoute } from './challenge.ts';
import { type MockRequest, session } from './mock-api.ts';

/** An amount as the page shows it, with plain spaces (Testing Library reads text that way). */
export const sek = (ore: number) => formatSek(ore).replace(/\s/g, ' ');

export const sandboxConfig = {
  'GET /api/stripe/config': () => ({
    publicKey: 'pk_sandbox_local_test_mode',
    provider: 'sandbox',
    methods: ['card', 'paypal', 'klarna'],
    taxReduction: false,
  }),
};

/** The sandbox's answer about a payment in `status`. */
export const intent = (status: string, extra: Record<string, unknown> = {}) => ({
  paymentIntent: {
    id: 'pi_1',
    status,
    amount: 5000,
    payment_method_types: ['card'],
    next_action: null,
    ...extra,
  },
});

/** For mockApi: the donation form's calls in the sandbox, each answered as a paid gift's. */
export const donationRoutes = (extra: Record<string, (request: MockRequest) => unknown> = {}) => ({
  ...session(false),
  ...challengeRoute,
  ...sandboxConfig,
  'POST /api/create-payment-intent': () => ({ clientSecret: 'pi_1_secret_abc' }),
  'POST /api/send-donation-emails': () => ({ sent: true }),
  'POST /api/sandbox/confirm-card': () => intent('succeeded'),
  ...extra,
});

// The card field's chunk loads first (slow on a cold start).
export const cardReady = () => screen.findByLabelText('Card number');

export async function fillCard(
  user: ReturnType<typeof userEvent.setup>,
  number = '4242424242424242',
) {
  await user.type(await cardReady(), number);
  await user.type(screen.getByLabelText('Expiry'), '1234');
  await user.type(screen.getByLabelText('CVC'), '123');
}
