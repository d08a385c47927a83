import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { challengeRoute, decodeAltcha } from '#client/testing/challenge.ts';
import { mockHeldForm } from '#client/testing/held-form.ts';
import { jsonResponse, mockApi, session } from '#client/testing/mock-api.ts';
import { renderWithProviders } from '#client/testing/render.tsx';
import { ContactForm } from './contact-form.tsx';

const field = (name: RegExp) => screen.getByLabelText(name);
const submit = () => screen.getByRole('button', { name: 'Send Message' });

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(/^Name/), 'Anna Svensson');
  await user.type(field(/^Email/), 'anna@example.org');
  await user.type(field(/^Phone/), '070 123 45 67');
  await user.type(field(/^Subject/), 'Visiting');
  await user.type(field(/^Message/), 'Can we visit a school?');
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// Interaction tests run slowly on a busy machine: more time than the default 5 s.
describe('ContactForm', () => {
  it('shows the spec messages for empty required fields, focuses the first, and sends nothing', async () => {
    const api = mockApi({ ...session(false), ...challengeRoute });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ContactForm />);

    await user.click(submit());
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(field(/^Name/)).toHaveFocus();
    expect(field(/^Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^Name/)).toHaveAccessibleDescription('Name is required');
    expect(api.calls().filter((call) => call.startsWith('POST'))).toEqual([]);
  });

  it('checks the e-mail address and clears a message once the field is corrected', async () => {
    mockApi({ ...session(false), ...challengeRoute });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ContactForm />);

    await user.type(field(/^Name/), 'Anna');
    await user.type(field(/^Email/), 'anna@');
    await user.click(submit());
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(field(/^Email/)).toHaveFocus();
    await user.type(field(/^Email/), 'example.org');
    expect(screen.queryByText('Please enter a valid email address')).toBeNull();
  });

  it('counts characters live and refuses more than 500', async () => {
    mockApi({ ...session(false), ...challengeRoute });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ContactForm />);

    expect(screen.getByText('0/500')).toBeInTheDocument();
    await user.type(field(/^Message/), 'Hello');
    expect(screen.getByText('5/500')).toBeInTheDocument();
    await user.clear(field(/^Message/));
    await user.click(field(/^Message/));
    await user.paste('x'.repeat(501));
    expect(screen.getByText('501/500')).toBeInTheDocument();
    await user.click(submit());
    expect(screen.getByText('Message must be less than 500 characters')).toBeInTheDocument();
    expect(field(/^Message/)).toHaveAccessibleDescription(
      'Message must be less than 500 characters 501/500',
    );
  });

  it('sends with a solved challenge, shows Sending... meanwhile, then the Thank You panel', async () => {
    const form = mockHeldForm('/api/send-email');
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ContactForm />);
    await fillIn(user);
    await user.click(submit());

    const sending = await screen.findByRole('button', { name: 'Sending...' });
    expect(sending).toBeDisabled();
    const body = await form.sent();
    expect(body).toEqual({
      name: 'Anna Svensson',
      email: 'anna@example.org',
      phone: '070 123 45 67',
      subject: 'Visiting',
      message: 'Can we visit a school?',
      homepage: '',
      altcha: expect.any(String),
    });
    expect(decodeAltcha(body.altcha).solution.counter).toBe(50);

    form.answer(jsonResponse({ success: true }));
    // The panel takes focus in an effect, which may run after it is on screen.
    const thanks = await screen.findByRole('heading', { name: 'Thank You!' });
    await waitFor(() => expect(thanks).toHaveFocus());
    expect(screen.queryByRole('textbox')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Send Another Message' }));
    expect(field(/^Name/)).toHaveValue('');
    expect(field(/^Message/)).toHaveValue('');
    expect(screen.getByText('0/500')).toBeInTheDocument();
    await waitFor(() => expect(field(/^Name/)).toHaveFocus());
  });

  it.each([
    ['a server error', () => jsonResponse({ error: 'Something went wrong on our side.' }, 500)],
    [
      'a network failure',
      () => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ])('alerts the spec text on %s and keeps what was typed', async (_label, reply) => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({ ...session(false), ...challengeRoute, 'POST /api/send-email': reply });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ContactForm />);
    await fillIn(user);
    await user.click(submit());

    const failed = 'There was an error sending your message. Please try again.';
    await waitFor(() => expect(alert).toHaveBeenCalledWith(failed));
    expect(screen.getByRole('alert')).toHaveTextContent(failed);
    expect(submit()).toBeEnabled();
    expect(field(/^Message/)).toHaveValue('Can we visit a school?');
  });
});
