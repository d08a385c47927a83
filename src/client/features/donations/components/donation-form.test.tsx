import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useSearch } from '#client/lib/location.ts';
import { installDialogStandIn } from '#client/testing/dialog.ts';
import {
  cardReady,
  donationRoutes,
  fillCard,
  intent,
  sandboxConfig,
  sek,
} from '#client/testing/donations.ts';
import { jsonResponse, mockApi } from '#client/testing/mock-api.ts';
import { renderWithProviders } from '#client/testing/render.tsx';
import { formatSek } from '#shared/donations.ts';
import { i18nFor } from '#shared/i18n/catalogs.ts';
import { DONATION_MESSAGES } from '../lib/messages.ts';
import { DonationForm } from './donation-form.tsx';

/** The messages as an English page shows them. */
const M = Object.fromEntries(
  Object.entries(DONATION_MESSAGES).map(([key, message]) => [key, i18nFor('en')._(message)]),
) as Record<keyof typeof DONATION_MESSAGES, string>;

const button = (name: string | RegExp) => screen.getByRole('button', { name });
const submitButton = () => button(/^Donate|Processing/);

/** Shows where the router is, to check the address after the return from PayPal. */
function Address() {
  const search = useSearch();
  return <p>{`Address: ${window.location.pathname}${search}${window.location.hash}`}</p>;
}

beforeAll(installDialogStandIn);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('DonationForm', () => {
  it('starts on a one-time gift of 50 SEK and enables paying once the card field is ready', async () => {
    mockApi(donationRoutes());
    renderWithProviders(<DonationForm labelledBy="heading" />);
    expect(screen.getByRole('radio', { name: 'Once' })).toBeChecked();
    expect(screen.getByRole('radio', { name: formatSek(5000) })).toBeChecked();
    expect(submitButton()).toHaveTextContent(`Donate ${sek(5000)}`);
    expect(submitButton()).toBeDisabled();
    expect(screen.getByText('Loading the secure card field…')).toBeInTheDocument();

    await cardReady();
    expect(screen.getByLabelText('Expiry')).toBeInTheDocument();
    expect(screen.getByLabelText('CVC')).toBeInTheDocument();
    await waitFor(() => expect(submitButton()).toBeEnabled());
    expect(button('PayPal')).toBeEnabled();
    expect(button('Klarna')).toBeEnabled();
  });

  it('lets a custom amount take over from the preset, and a preset clear it', async () => {
    mockApi(donationRoutes());
    const user = userEvent.setup();
    renderWithProviders(<DonationForm labelledBy="heading" />);
    const custom = screen.getByLabelText('Other amount (SEK)');
    expect(custom).toHaveAttribute('type', 'number');
    expect(custom).toHaveAttribute('min', '1');
    expect(custom).toHaveAttribute('step', '0.01');

    await user.type(custom, '30.5');
    expect(screen.getByRole('radio', { name: formatSek(5000) })).not.toBeChecked();
    expect(submitButton()).toHaveTextContent(`Donate ${sek(3050)}`);
    await user.click(screen.getByRole('radio', { name: formatSek(10_000) }));
    expect(custom).toHaveValue(null);
    expect(submitButton()).toHaveTextContent(`Donate ${sek(10_000)}`);
  });

  it('shows the minimum message and disables every pay button below 5 SEK', async () => {
    const api = mockApi(donationRoutes());
    const user = userEvent.setup();
    renderWithProviders(<DonationForm labelledBy="heading" />);
    await cardReady();
    await user.type(screen.getByLabelText('Other amount (SEK)'), '4');
    expect(screen.getByText(M.minimum)).toBeInTheDocument();
    expect(screen.getByLabelText('Other amount (SEK)')).toHaveAccessibleDescription(M.minimum);
    expect(submitButton()).toBeDisabled();
    expect(button('PayPal')).toBeDisabled();
    expect(button('Klarna')).toBeDisabled();
    await user.type(screen.getByLabelText('Other amount (SEK)'), '0');
    expect(screen.queryByText(M.minimum)).toBeNull();
    expect(api.calls()).not.toContain('POST /api/create-payment-intent');
  });

  it('keeps PayPal and Klarna for one-time gifts, with the note, and explains why on a click', async () => {
    const api = mockApi(donationRoutes());
    const user = userEvent.setup();
    renderWithProviders(<DonationForm labelledBy="heading" />);
    await cardReady();
    await user.click(screen.getByRole('radio', { name: 'Monthly' }));
    expect(screen.getByText(M.monthlyNote)).toBeInTheDocument();
    expect(button('PayPal')).toHaveAttribute('aria-disabled', 'true');
    expect(button('Klarna')).toHaveAccessibleDescription(M.monthlyNote);
    expect(submitButton()).toHaveTextContent(`Donate ${sek(5000)} monthly`);
    await user.click(button('PayPal'));
    expect(screen.getByRole('alert')).toHaveTextContent(M.monthlyNeedsCard);
    expect(api.calls()).not.toContain('POST /api/create-payment-intent');
  });

  it('shows the card field’s own message under it', async () => {
    mockApi(donationRoutes());
    const user = userEvent.setup();
    renderWithProviders(<DonationForm labelledBy="heading" />);
    await user.type(await cardReady(), '4242424242424241');
    expect(screen.getByText('Your card number is invalid.')).toBeInTheDocument();
    expect(screen.getByLabelText('Card number')).toHaveAccessibleDescription(
      expect.stringContaining('Your card number is invalid.'),
    );
  });

  it('takes a one-time card gift: Processing… while busy, then thanks and a fresh form', async () => {
    let confirm: (response: Response) => void = () => {};
    const api = mockApi(
      donationRoutes({
        'POST /api/sandbox/confirm-card': () =>
          new Promise<Response>((resolve) => (confirm = resolve)),
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<DonationForm labelledBy="heading" />);
    await fillCard(user);
    await user.type(screen.getByLabelText('Name (optional)'), 'Anna');
    await user.type(screen.getByLabelText('E-mail (optional)'), 'anna@example.org');
    await user.click(screen.getByRole('radio', { name: formatSek(10_000) }));
    await user.click(submitButton());

    await waitFor(() => expect(submitButton()).toHaveTextContent('Processing…'));
    expect(submitButton()).toBeDisabled();
    expect(button('PayPal')).toBeDisabled();
    await waitFor(() => expect(api.calls()).toContain('POST /api/sandbox/confirm-card'));
    confirm(jsonResponse(intent('succeeded', { amount: 10_000 })));

    expect(
      await screen.findByText(
        `Thank you, Anna! Your donation of ${sek(10_000)} has been received.`,
      ),
    ).toBeInTheDocument();
    const created = api.requests.find((r) => r.url.pathname === '/api/create-payment-intent');
    expect(created?.body).toMatchObject({
      amount: 100,
      currency: 'sek',
      donorName: 'Anna',
      paymentMethodType: 'card',
    });
    expect(api.calls()).toContain('POST /api/send-donation-emails');
    expect(screen.getByRole('radio', { name: formatSek(5000) })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Once' })).toBeChecked();
    expect(screen.getByLabelText('Name (optional)')).toHaveValue('');
    expect(screen.getByLabelText('Card number')).toHaveValue('');
  });

  it('speaks Swedish on a Swedish page, from the card field’s messages to the thanks', async () => {
    mockApi(donationRoutes());
    const user = userEvent.setup();
    renderWithProviders(<DonationForm labelledBy="heading" />, { locale: 'sv' });
    expect(screen.getByRole('radio', { name: 'En gång' })).toBeChecked();
    await user.type(await screen.findByLabelText('Kortnummer'), '4242424242424241');
    expect(screen.getByText('Ditt kortnummer är ogiltigt.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Kortnummer'));
    await user.type(screen.getByLabelText('Kortnummer'), '4242424242424242');
    await user.type(screen.getByLabelText('Giltigt till'), '1234');
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.type(screen.getByLabelText('Namn (frivilligt)'), 'Anna');
    const give = button(/^Ge /);
    expect(give).toHaveTextContent(`Ge ${sek(5000)}`);
    await waitFor(() => expect(give).toBeEnabled());
    await user.click(give);
    expect(
      await screen.findByText(`Tack, Anna! Vi har tagit emot din gåva på ${sek(5000)}.`),
    ).toBeInTheDocument();
  });

  it('shows a decline in the error area', async () => {
    mockApi(
      donationRoutes({
        'POST /api/sandbox/confirm-card': () =>
          jsonResponse(
            {
              error: 'Your card was declined.',
              stripeError: { type: 'card_error', message: 'Your card was declined.' },
            },
            402,
          ),
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<DonationForm labelledBy="heading" />);
    await fillCard(user, '4000000000000002');
    await user.click(submitButton());
    // The alert area is always there (empty), so wait for its text.
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Your card was declined.'),
    );
    expect(submitButton()).toHaveTextContent(`Donate ${sek(5000)}`);
  });

  it('asks for authentication in a dialog and goes on when it is completed', async () => {
    const api = mockApi(
      donationRoutes({
        'POST /api/sandbox/confirm-card': () =>
          intent('requires_action', { next_action: { type: 'use_stripe_sdk' } }),
        'POST /api/sandbox/authenticate': ({ body }) =>
          (body as { approve: boolean }).approve
            ? intent('succeeded')
            : intent('requires_payment_method'),
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<DonationForm labelledBy="heading" />);
    await fillCard(user, '4000002500003155');
    await user.click(submitButton());
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your payment' });
    expect(within(dialog).getByText(/test mode/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Complete authentication' }));
    expect(await screen.findByText(/Thank you, Supporter!/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(
      api.requests.find((r) => r.url.pathname === '/api/sandbox/authenticate')?.body,
    ).toMatchObject({ approve: true });
  });

  it('keeps a monthly giver on monthly after the thanks', async () => {
    mockApi(
      donationRoutes({
        'POST /api/sandbox/payment-methods': () => ({ paymentMethod: { id: 'pm_1' } }),
        'POST /api/create-recurring-donation': () => ({
          subscriptionId: 'sub_1',
          status: 'active',
          requiresAction: false,
          clientSecret: null,
          paymentIntentId: 'pi_2',
        }),
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<DonationForm labelledBy="heading" />);
    await fillCard(user);
    await user.click(screen.getByRole('radio', { name: 'Monthly' }));
    await user.click(submitButton());
    expect(
      await screen.findByText(`Thank you! Your monthly donation of ${sek(5000)} is now active.`),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked();
  });

  it('says so when the payment configuration cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({
      ...donationRoutes(),
      'GET /api/stripe/config': () => jsonResponse({ error: 'down' }, 500),
    });
    renderWithProviders(<DonationForm labelledBy="heading" />);
    expect(await screen.findByText(M.noPublicKey)).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
  });

  it('offers only the methods the site has switched on', async () => {
    mockApi({
      ...donationRoutes(),
      'GET /api/stripe/config': () => ({
        ...sandboxConfig['GET /api/stripe/config'](),
        methods: ['card', 'klarna'],
      }),
    });
    renderWithProviders(<DonationForm labelledBy="heading" />);
    await cardReady();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'PayPal' })).toBeNull());
    expect(button('Klarna')).toBeInTheDocument();
  });

  it('offers a tax reduction only when the site is approved, and sends the number checked', async () => {
    const api = mockApi({
      ...donationRoutes(),
      'GET /api/stripe/config': () => ({
        ...sandboxConfig['GET /api/stripe/config'](),
        taxReduction: true,
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(<DonationForm labelledBy="heading" />);
    await fillCard(user);
    const box = await screen.findByRole('checkbox', { name: 'I want a tax reduction for my gift' });
    expect(screen.queryByLabelText('Personal identity number (YYYYMMDD-NNNN)')).toBeNull();
    await user.click(box);
    const field = screen.getByLabelText('Personal identity number (YYYYMMDD-NNNN)');
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    await user.type(field, '19850101-1237');
    await user.tab();
    expect(
      screen.getByText('This personal identity number is not valid: please check the last digit.'),
    ).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await user.clear(field);
    await user.type(field, '19850101-1236');
    expect(field).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('radio', { name: formatSek(25_000) }));
    // The number needs an e-mail address: export and erasure find a giver's number by it.
    await user.click(submitButton());
    expect(
      await screen.findByText(
        'Please give your e-mail address with your personal identity number: we need it to find your number if you ask us to show or delete it.',
      ),
    ).toBeInTheDocument();
    expect(api.calls()).not.toContain('POST /api/create-payment-intent');
    await user.type(screen.getByLabelText('E-mail (optional)'), 'anna@example.org');
    await user.click(submitButton());
    await screen.findByText(/Your donation of .* has been received/);
    const created = api.requests.find((r) => r.url.pathname === '/api/create-payment-intent');
    expect(created?.body).toMatchObject({
      amount: 250,
      personalNumber: '19850101-1236',
      donorEmail: 'anna@example.org',
    });
  });

  it('sends no number when the box is not ticked, and shows no box when not offered', async () => {
    const api = mockApi(donationRoutes());
    const user = userEvent.setup();
    renderWithProviders(<DonationForm labelledBy="heading" />);
    await fillCard(user);
    expect(screen.queryByRole('checkbox')).toBeNull();
    await user.click(submitButton());
    await screen.findByText(/Your donation of .* has been received/);
    const created = api.requests.find((r) => r.url.pathname === '/api/create-payment-intent');
    expect(created?.body).not.toHaveProperty('personalNumber');
  });

  it('reads the payment on the way back from PayPal, thanks the giver and tidies the address', async () => {
    sessionStorage.setItem(
      'donation:redirect',
      JSON.stringify({ name: 'Bo', email: 'bo@example.org', method: 'paypal' }),
    );
    const api = mockApi(
      donationRoutes({
        'GET /api/sandbox/payment-intents': () => intent('succeeded', { amount: 7500 }),
      }),
    );
    window.history.replaceState(
      null,
      '',
      '/?ref=news&payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_abc&redirect_status=succeeded',
    );
    render(
      <I18nProvider i18n={i18nFor('en')}>
        <QueryClientProvider client={new QueryClient()}>
          <DonationForm labelledBy="heading" />
          <Address />
        </QueryClientProvider>
      </I18nProvider>,
    );
    expect(
      await screen.findByText(`Thank you, Bo! Your donation of ${sek(7500)} has been received.`),
    ).toBeInTheDocument();
    expect(api.calls()).toContain('GET /api/sandbox/payment-intents?client_secret=pi_1_secret_abc');
    expect(
      api.requests.find((r) => r.url.pathname === '/api/send-donation-emails')?.body,
    ).toMatchObject({
      donorEmail: 'bo@example.org',
      transactionId: 'pi_1',
    });
    expect(await screen.findByText('Address: /?ref=news#donate')).toBeInTheDocument();
    window.history.replaceState(null, '', '/');
  });
});
