import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testAppeal } from '#client/testing/appeals.ts';
import { challengeRoute } from '#client/testing/challenge.ts';
import { mockApi, session } from '#client/testing/mock-api.ts';
import { renderWithProviders } from '#client/testing/render.tsx';
import { StartFundraiserForm } from './start-fundraiser-form.tsx';

const routes = (sent: (body: unknown) => unknown = () => ({ success: true })) => ({
  ...session(false),
  ...challengeRoute,
  'GET /api/appeals': () => ({ appeals: [testAppeal] }),
  'POST /api/fundraisers': ({ body }: { body: unknown }) => sent(body),
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Title *'), 'Anna turns 40');
  await user.type(screen.getByLabelText('A few words to your friends *'), 'No presents, please.');
  await user.type(screen.getByLabelText(/^Goal in kronor/), '5000');
  await user.type(screen.getByLabelText('Last day *'), '2027-03-01');
  await user.type(screen.getByLabelText('Your name *'), 'Anna');
  await user.type(screen.getByLabelText('Your e-mail address *'), 'anna@example.org');
}

describe('Start a fundraiser', () => {
  it('sends the fundraiser for the appeal it was opened from, then says a link is on its way', async () => {
    window.history.replaceState(null, '', `/start-a-fundraiser?appeal=${testAppeal.slug}`);
    const api = mockApi(routes());
    const user = userEvent.setup();
    renderWithProviders(<StartFundraiserForm />, { path: '/start-a-fundraiser' });
    await screen.findByRole('option', { name: testAppeal.title });
    expect(screen.getByLabelText('Raising money for')).toHaveValue(testAppeal.slug);
    expect(screen.getByText(/add a photo/)).toBeVisible();
    await fillIn(user);
    await user.click(screen.getByRole('checkbox', { name: 'E-mail me about each gift' }));
    await user.click(screen.getByRole('button', { name: 'Start the fundraiser' }));

    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
    expect(screen.getByText(/We have sent a link to anna@example.org/)).toBeVisible();
    const sent = api.requests.find((r) => r.url.pathname === '/api/fundraisers');
    expect(sent?.body).toMatchObject({
      kind: 'birthday',
      title: 'Anna turns 40',
      goal: 5000,
      endsOn: '2027-03-01',
      appeal: testAppeal.slug,
      emailPerGift: true,
      homepage: '',
      altcha: expect.any(String),
    });
  });

  it('asks whom a memorial remembers, and lets it go without a goal', async () => {
    const api = mockApi(routes());
    const user = userEvent.setup();
    renderWithProviders(<StartFundraiserForm />);
    await user.selectOptions(screen.getByLabelText('What is it for? *'), 'memorial');
    await fillIn(user);
    await user.clear(screen.getByLabelText('Goal in kronor (optional)'));
    await user.click(screen.getByRole('button', { name: 'Start the fundraiser' }));
    expect(screen.getByLabelText('In memory of *')).toHaveFocus();
    expect(screen.getByText('Please enter whom the fundraiser remembers.')).toBeVisible();

    await user.type(screen.getByLabelText('In memory of *'), 'Karin Larsson');
    await user.click(screen.getByRole('button', { name: 'Start the fundraiser' }));
    await screen.findByRole('heading', { name: 'Check your e-mail' });
    const sent = api.requests.find((r) => r.url.pathname === '/api/fundraisers');
    expect(sent?.body).toMatchObject({ kind: 'memorial', inMemoryOf: 'Karin Larsson', goal: null });
  });

  it("shows the server's reason when it refuses", async () => {
    mockApi(
      routes(
        () =>
          new Response(JSON.stringify({ error: 'endsOn: At most a year ahead.' }), { status: 400 }),
      ),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    renderWithProviders(<StartFundraiserForm />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Start the fundraiser' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('endsOn: At most a year ahead.'),
    );
  });
});
