import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, type MockRequest, mockApi, session } from '#client/testing/mock-api.ts';
import { renderWithProviders } from '#client/testing/render.tsx';
import { LoginForm } from './login-form.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function signIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Username'), 'admin');
  await user.type(screen.getByLabelText('Password'), 'secret password');
  await user.click(screen.getByRole('button', { name: 'Log In' }));
}

describe('LoginForm', () => {
  it('shows the server message on a wrong password, and no code field', async () => {
    mockApi({
      ...session(false),
      'POST /api/login': () =>
        jsonResponse({ success: false, error: 'Invalid username or password' }, 401),
    });
    const onSuccess = vi.fn();
    renderWithProviders(<LoginForm submitLabel="Log In" onSuccess={onSuccess} />);
    await signIn(userEvent.setup());
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Invalid username or password'),
    );
    expect(screen.queryByLabelText('Authentication code')).toBeNull();
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('asks for the authentication code when the server wants one, then sends it', async () => {
    const { requests } = mockApi({
      ...session(false),
      'POST /api/login': ({ body }: MockRequest) =>
        (body as { code?: string }).code === '123456'
          ? { success: true }
          : jsonResponse(
              { success: false, error: 'Enter the code.', twoFactorRequired: true },
              401,
            ),
    });
    const onSuccess = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<LoginForm submitLabel="Log In" onSuccess={onSuccess} />);
    await signIn(user);
    const code = await screen.findByLabelText('Authentication code');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter the code.');
    expect(code).toHaveFocus();
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    const logins = requests.filter((r) => r.url.pathname === '/api/login');
    expect(logins.map((r) => r.body)).toEqual([
      { username: 'admin', password: 'secret password' },
      { username: 'admin', password: 'secret password', code: '123456' },
    ]);
  });
});
