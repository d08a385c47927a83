import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageLoads } from '#client/lib/location.ts';
import { challengeRoute, decodeAltcha } from '#client/testing/challenge.ts';
import { mockHeldForm } from '#client/testing/held-form.ts';
import { jsonResponse, mockApi, session } from '#client/testing/mock-api.ts';
import { renderWithProviders } from '#client/testing/render.tsx';
import { VolunteerForm } from './volunteer-form.tsx';

const field = (name: RegExp) => screen.getByLabelText(name);
const submit = () => screen.getByRole('button', { name: 'Submit Application' });

function renderForm() {
  return renderWithProviders(<VolunteerForm />);
}

/** The page loads the form asks for (jsdom loads none). */
const watchPageLoads = () => vi.spyOn(pageLoads, 'go').mockImplementation(() => {});

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(/^Full name/), '  Jean Habimana ');
  await user.type(field(/^Email/), 'jean@example.org ');
  await user.type(field(/^City and country/), 'Kigali, Rwanda');
  await user.selectOptions(field(/^Availability/), 'Weekends');
  await user.click(screen.getByRole('checkbox', { name: 'Media' }));
  await user.click(screen.getByRole('checkbox', { name: 'Education' }));
  await user.type(field(/^Why would you like/), 'I love teaching children.');
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// Interaction tests run slowly on a busy machine: more time than the default 5 s.
describe('VolunteerForm', () => {
  it('offers the spec options, says how long it takes and asks for consent', () => {
    mockApi({ ...session(false), ...challengeRoute });
    renderForm();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Select your availability',
      'Weekdays',
      'Evenings',
      'Weekends',
      'Flexible',
    ]);
    expect(screen.getAllByRole('checkbox').map((box) => box.getAttribute('value'))).toEqual([
      'Education',
      'Health',
      'Logistics',
      'Media',
      'Fundraising',
    ]);
    expect(screen.getByText(/takes about 2-3 minutes/)).toBeInTheDocument();
    expect(screen.getByText(/you agree that we may contact you/)).toBeInTheDocument();
  });

  it('checks each field on blur with the spec messages', async () => {
    mockApi({ ...session(false), ...challengeRoute });
    const user = userEvent.setup({ delay: null });
    renderForm();

    await user.click(field(/^Full name/));
    await user.tab();
    expect(field(/^Full name/)).toHaveAccessibleDescription('Please enter your full name.');
    await user.type(field(/^Email/), 'jean.example.org');
    await user.tab();
    expect(field(/^Email/)).toHaveAccessibleDescription('Please enter a valid email.');
    await user.click(field(/^City and country/));
    await user.tab();
    expect(screen.getByText('Please enter your city and country.')).toBeInTheDocument();
    await user.click(field(/^Availability/));
    await user.tab();
    expect(screen.getByText('Please select your availability.')).toBeInTheDocument();
    await user.type(field(/^Why would you like/), '  too short  ');
    await user.tab();
    expect(
      screen.getByText('Please share a short motivation (min 10 characters).'),
    ).toBeInTheDocument();
    // Trimmed: "too short" is 9 characters.
    expect(field(/^Why would you like/)).toHaveValue('too short');

    await user.type(field(/^Full name/), 'Jean');
    await user.tab();
    expect(screen.queryByText('Please enter your full name.')).toBeNull();
    expect(field(/^Phone/)).not.toHaveAttribute('aria-invalid');
  });

  it('focuses the first invalid field on submit and sends nothing', async () => {
    const api = mockApi({ ...session(false), ...challengeRoute });
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.type(field(/^Full name/), 'Jean');
    await user.click(submit());
    expect(field(/^Email/)).toHaveFocus();
    expect(screen.getByText('Please enter a valid email.')).toBeInTheDocument();
    expect(screen.getByText('Please select your availability.')).toBeInTheDocument();
    expect(api.calls()).not.toContain('POST /api/volunteer.php');
  });

  it('sends the trimmed application with a solved challenge, then goes to the thanks page', async () => {
    const form = mockHeldForm('/api/volunteer.php');
    const go = watchPageLoads();
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillIn(user);
    await user.click(submit());

    expect(await screen.findByRole('button', { name: 'Sending…' })).toBeDisabled();
    const body = await form.sent();
    expect(body).toEqual({
      name: 'Jean Habimana',
      email: 'jean@example.org',
      phone: '',
      location: 'Kigali, Rwanda',
      availability: 'Weekends',
      interests: ['Media', 'Education'],
      motivation: 'I love teaching children.',
      homepage: '',
      altcha: expect.any(String),
    });
    expect(decodeAltcha(body.altcha).solution.counter).toBe(50);

    form.answer(jsonResponse({ success: true }));
    await vi.waitFor(() => expect(go).toHaveBeenCalledWith('/volunteer/thanks', false));
  });

  it('speaks Swedish on a Swedish page: its messages, its options and its thanks page', async () => {
    const form = mockHeldForm('/api/volunteer.php');
    const user = userEvent.setup({ delay: null });
    const go = watchPageLoads();
    renderWithProviders(<VolunteerForm />, { locale: 'sv' });
    await user.click(screen.getByRole('button', { name: 'Skicka ansökan' }));
    expect(field(/^För- och efternamn/)).toHaveFocus();
    expect(field(/^För- och efternamn/)).toHaveAccessibleDescription('Fyll i för- och efternamn.');
    expect(field(/^Varför vill du bli volontär/)).toHaveAccessibleDescription(
      'Berätta kort varför du vill vara med (minst 10 tecken).',
    );

    await user.type(field(/^För- och efternamn/), 'Jean Habimana');
    await user.type(field(/^E-post/), 'jean@example.org');
    await user.type(field(/^Ort och land/), 'Kigali, Rwanda');
    await user.selectOptions(field(/^När kan du hjälpa till/), 'Helger');
    await user.type(field(/^Varför vill du bli volontär/), 'Jag älskar att undervisa barn.');
    await user.click(screen.getByRole('button', { name: 'Skicka ansökan' }));
    // The options read in Swedish, and send the values the server knows.
    expect(await form.sent()).toMatchObject({ availability: 'Weekends' });
    form.answer(jsonResponse({ success: true }));
    await vi.waitFor(() => expect(go).toHaveBeenCalledWith('/sv/volunteer/thanks', false));
  });

  it('shows the spec failure text with the organisation e-mail when sending fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({
      ...session(false),
      ...challengeRoute,
      'POST /api/volunteer.php': () => jsonResponse({ error: 'boom' }, 500),
    });
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillIn(user);
    await user.click(submit());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Something went wrong. Please try again or contact us directly at info@example.org.',
    );
    expect(submit()).toBeEnabled();
    expect(field(/^Full name/)).toHaveValue('Jean Habimana');
  });
});
