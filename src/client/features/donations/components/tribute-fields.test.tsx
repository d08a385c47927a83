import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { donationRoutes, fillCard, intent, sandboxConfig } from '#client/testing/donations.ts';
import { mockApi } from '#client/testing/mock-api.ts';
import { renderWithProviders } from '#client/testing/render.tsx';
import { keepCardNoteForReturn } from '../lib/card-note.ts';
import { DonationForm } from './donation-form.tsx';

type User = ReturnType<typeof userEvent.setup>;

const submitButton = () => screen.getByRole('button', { name: /^Donate|Processing/ });
const tributeGroup = () => screen.getByRole('group', { name: "Give in someone's name?" });
const createdPayment = (api: ReturnType<typeof mockApi>) =>
  api.requests.find((request) => request.url.pathname === '/api/create-payment-intent')?.body as
    | Record<string, unknown>
    | undefined;

/** Chooses to give in memory of Karin Lind, with a greeting signed by Anna Berg. */
async function giveInMemory(user: User) {
  await user.click(screen.getByRole('radio', { name: 'Give in memory of someone' }));
  await user.type(
    await screen.findByLabelText('The name of the person you remember'),
    'Karin Lind',
  );
  await user.type(screen.getByLabelText('Greeting on the card (optional)'), 'With love');
  await user.type(screen.getByLabelText('Signed by'), 'Anna Berg');
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('a gift in memory or in honour of someone', () => {
  it('offers the two choices in a group, and the card’s fields only once one is chosen', async () => {
    mockApi(donationRoutes());
    const user = userEvent.setup();
    renderWithProviders(<DonationForm labelledBy="heading" />);
    const group = tributeGroup();
    expect(within(group).getByRole('radio', { name: 'No, just my gift' })).toBeChecked();
    expect(
      within(group).getByRole('radio', {
        name: 'Give in honour of someone (a birthday, a wedding…)',
      }),
    ).not.toBeChecked();
    expect(screen.queryByLabelText('Signed by')).toBeNull();

    await user.click(within(group).getByRole('radio', { name: 'Give in memory of someone' }));
    const greeting = await screen.findByLabelText('Greeting on the card (optional)');
    expect(screen.getByRole('radio', { name: 'A dove' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'By e-mail' })).toBeChecked();
    expect(screen.getByLabelText('Show the amount of my gift on the card')).not.toBeChecked();

    await user.type(greeting, 'Hej');
    const count = screen.getByText('3 of 500 characters');
    expect(count).toHaveAttribute('aria-live', 'polite');
    expect(greeting).toHaveAccessibleDescription('3 of 500 characters');

    await user.click(screen.getByRole('radio', { name: 'By post' }));
    expect(screen.getByLabelText('Street address')).toBeInTheDocument();
    expect(screen.queryByLabelText("Recipient's e-mail address")).toBeNull();
  });

  it('marks what is missing when the giver pays, focuses it, and sends nothing', async () => {
    const api = mockApi(donationRoutes());
    const user = userEvent.setup();
    renderWithProviders(<DonationForm labelledBy="heading" />);
    await fillCard(user);
    await user.click(screen.getByRole('radio', { name: 'Give in memory of someone' }));
    const person = await screen.findByLabelText('The name of the person you remember');
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(submitButton());

    expect(person).toHaveFocus();
    expect(person).toHaveAttribute('aria-invalid', 'true');
    expect(person).toHaveAccessibleDescription(
      'Please enter the name of the person the gift is given for.',
    );
    expect(screen.getByLabelText("Recipient's e-mail address")).toHaveAccessibleDescription(
      'Please enter the e-mail address the card goes to.',
    );
    expect(api.calls()).not.toContain('POST /api/create-payment-intent');

    // Corrected, the message goes; another field's stays until it is corrected too.
    await user.type(person, 'Karin Lind');
    expect(person).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Signed by')).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends the card by e-mail as `tribute`, then tells of it under the thanks', async () => {
    const api = mockApi(
      donationRoutes({
        'POST /api/sandbox/confirm-card': () => intent('succeeded', { amount: 5000 }),
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<DonationForm labelledBy="heading" />);
    await fillCard(user);
    await giveInMemory(user);
    await user.click(screen.getByLabelText('Show the amount of my gift on the card'));
    await user.click(screen.getByRole('radio', { name: 'A sunrise' }));
    await user.type(screen.getByLabelText("Recipient's name"), 'Erik Lind');
    await user.type(screen.getByLabelText("Recipient's e-mail address"), 'erik@example.org');
    await user.click(submitButton());

    const status = await screen.findByText(/Your card in memory of Karin Lind/);
    expect(status).toHaveTextContent(
      'Your card in memory of Karin Lind is on its way to Erik Lind by e-mail.',
    );
    expect(createdPayment(api)?.tribute).toEqual({
      kind: 'memory',
      personName: 'Karin Lind',
      greeting: 'With love',
      signedBy: 'Anna Berg',
      showAmount: true,
      motif: 'sunrise',
      delivery: { method: 'email', recipientName: 'Erik Lind', recipientEmail: 'erik@example.org' },
    });
    // A fresh form: the next gift is in no one's name unless chosen again.
    expect(screen.getByRole('radio', { name: 'No, just my gift' })).toBeChecked();
  });

  it('sends the card by post with its postal address', async () => {
    const api = mockApi(donationRoutes());
    const user = userEvent.setup();
    renderWithProviders(<DonationForm labelledBy="heading" />);
    await fillCard(user);
    await giveInMemory(user);
    await user.click(screen.getByRole('radio', { name: 'By post' }));
    await user.type(screen.getByLabelText("Recipient's name"), 'Erik Lind');
    await user.type(screen.getByLabelText('Street address'), 'Storgatan 1');
    await user.type(screen.getByLabelText('Postal code'), '111 22');
    await user.type(screen.getByLabelText('City'), 'Stockholm');
    await user.type(screen.getByLabelText('Country (if not Sweden)'), 'Norway');
    await user.click(submitButton());

    expect(
      await screen.findByText(/is on its way to Erik Lind: we post it within a few days/),
    ).toBeInTheDocument();
    expect(createdPayment(api)?.tribute).toMatchObject({
      delivery: {
        method: 'post',
        recipientName: 'Erik Lind',
        address: {
          street: 'Storgatan 1',
          postalCode: '111 22',
          city: 'Stockholm',
          country: 'Norway',
        },
      },
    });
  });

  it('goes with a Swish gift too, whose thanks tells of the card', async () => {
    const swishId = 'A'.repeat(32);
    const api = mockApi(
      donationRoutes({
        'GET /api/stripe/config': () => ({
          ...sandboxConfig['GET /api/stripe/config'](),
          methods: ['card', 'swish'],
        }),
        'POST /api/donations/swish': () => ({ id: swishId, qrSvg: null, appUrl: null }),
        [`GET /api/donations/swish/${swishId}`]: () => ({ state: 'paid', amountOre: 5000 }),
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<DonationForm labelledBy="heading" />);
    await giveInMemory(user);
    await user.type(screen.getByLabelText("Recipient's name"), 'Erik Lind');
    await user.type(screen.getByLabelText("Recipient's e-mail address"), 'erik@example.org');
    await user.click(await screen.findByRole('button', { name: 'Swish' }));

    expect(
      await screen.findByText(
        'Your card in memory of Karin Lind is on its way to Erik Lind by e-mail.',
      ),
    ).toBeInTheDocument();
    const started = api.requests.find((request) => request.url.pathname === '/api/donations/swish');
    expect(started?.body).toMatchObject({
      tribute: { kind: 'memory', personName: 'Karin Lind', delivery: { method: 'email' } },
    });
  });

  it('tells of the card when the Swish app brings the giver back', async () => {
    const swishId = 'B'.repeat(32);
    mockApi(
      donationRoutes({
        [`GET /api/donations/swish/${swishId}`]: () => ({ state: 'paid', amountOre: 5000 }),
      }),
    );
    keepCardNoteForReturn({
      kind: 'honour',
      personName: 'Karin Lind',
      recipientName: 'Erik Lind',
      method: 'post',
    });
    window.history.replaceState(null, '', `/?swish=${swishId}`);
    renderWithProviders(<DonationForm labelledBy="heading" />);
    expect(
      await screen.findByText(
        'Your card in honour of Karin Lind is on its way to Erik Lind: we post it within a few days.',
      ),
    ).toBeInTheDocument();
  });

  it('is for one-time gifts: a monthly gift says so, without the fields', async () => {
    mockApi(donationRoutes());
    const user = userEvent.setup();
    renderWithProviders(<DonationForm labelledBy="heading" />);
    await user.click(screen.getByRole('radio', { name: 'Give in memory of someone' }));
    await screen.findByLabelText('Signed by');
    await user.click(screen.getByRole('radio', { name: 'Monthly' }));
    expect(
      screen.getByText('A card in memory or in honour of someone goes with a one-time gift.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Signed by')).toBeNull();
  });

  it('speaks Swedish on a Swedish page', async () => {
    mockApi(donationRoutes());
    const user = userEvent.setup();
    renderWithProviders(<DonationForm labelledBy="heading" />, { locale: 'sv' });
    await user.click(screen.getByRole('radio', { name: 'Ge en minnesgåva till minne av någon' }));
    expect(await screen.findByLabelText('Namnet på den du minns')).toBeInTheDocument();
    expect(screen.getByText('0 av 500 tecken')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Hur kortet når mottagaren' })).toBeInTheDocument();
  });
});
