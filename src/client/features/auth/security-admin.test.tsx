import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, type MockRequest, mockApi, session } from '#client/testing/mock-api.ts';
import { renderWithProviders } from '#client/testing/render.tsx';
import { SecurityAdmin } from './security-admin.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const codes = Array.from({ length: 10 }, (_, i) => `abcde-fgh${i}k`);
const PASSWORD = 'correct horse battery staple';
const wrongPassword = () => jsonResponse({ error: 'The password is not right.' }, 400);

/**
 * A small server for the account calls: the password above; two-factor on once a code 123456
 * confirms it, and then every change needs a code too.
 */
function accountServer() {
  let enabled = false;
  const proven = (body: unknown) => {
    const { password, code } = body as { password?: string; code?: string };
    return password === PASSWORD && (!enabled || code === '654321');
  };
  return {
    ...session(true),
    'GET /api/admin/two-factor': () => ({ enabled, recoveryCodesLeft: enabled ? 10 : 0 }),
    'POST /api/admin/two-factor': ({ body }: MockRequest) =>
      proven(body)
        ? {
            secret: 'JBSWY3DPEHPK3PXP',
            uri: 'otpauth://totp/Hope%20Bridge:admin?secret=JBSWY3DPEHPK3PXP&issuer=Hope%20Bridge',
          }
        : wrongPassword(),
    'POST /api/admin/two-factor/confirmations': ({ body }: MockRequest) => {
      if ((body as { code: string }).code !== '123456')
        return jsonResponse({ error: 'That code is not right. Please try again.' }, 400);
      enabled = true;
      return { recoveryCodes: codes };
    },
    'DELETE /api/admin/two-factor': ({ body }: MockRequest) => {
      if (!proven(body)) return wrongPassword();
      enabled = false;
      return { success: true };
    },
    'POST /api/admin/password': ({ body }: MockRequest) =>
      proven(body) ? { success: true } : wrongPassword(),
  };
}

const twoFactorSection = () => screen.getByRole('region', { name: 'Two-factor sign-in' });
const passwordSection = () => screen.getByRole('region', { name: 'Password' });

describe('SecurityAdmin', () => {
  it('sets up two-factor sign-in after the password, and shows the recovery codes once', async () => {
    mockApi(accountServer());
    const user = userEvent.setup();
    renderWithProviders(<SecurityAdmin />);
    const setUp = await screen.findByRole('button', { name: 'Set up two-factor sign-in' });
    await user.type(within(twoFactorSection()).getByLabelText('Your password'), 'not it');
    await user.click(setUp);
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('The password is not right.'),
    );

    await user.clear(within(twoFactorSection()).getByLabelText('Your password'));
    await user.type(within(twoFactorSection()).getByLabelText('Your password'), PASSWORD);
    await user.click(setUp);
    expect(await screen.findByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    expect(screen.getByText(/^otpauth:\/\/totp\//)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Code from your app'), '000000');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('That code is not right.'),
    );

    await user.clear(screen.getByLabelText('Code from your app'));
    await user.type(screen.getByLabelText('Code from your app'), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(list.querySelectorAll('li')).toHaveLength(10);
    expect(screen.getByRole('status')).toHaveTextContent('Two-factor sign-in is on.');
    expect(await screen.findByText(/Recovery codes left: 10/)).toBeInTheDocument();
  });

  it('turns two-factor sign-in off with the password and a current code', async () => {
    const { requests } = mockApi(accountServer());
    const user = userEvent.setup();
    renderWithProviders(<SecurityAdmin />);
    const setUp = await screen.findByRole('button', { name: 'Set up two-factor sign-in' });
    await user.type(within(twoFactorSection()).getByLabelText('Your password'), PASSWORD);
    await user.click(setUp);
    await user.type(await screen.findByLabelText('Code from your app'), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    await screen.findByText(/Recovery codes left: 10/);

    const section = within(twoFactorSection());
    await user.type(section.getByLabelText('Your password'), PASSWORD);
    await user.type(section.getByLabelText('Current code (or a recovery code)'), '654321');
    await user.click(section.getByRole('button', { name: 'Turn off two-factor sign-in' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Two-factor sign-in is off. Your other sessions have been signed out.',
      ),
    );
    const off = requests.find((r) => r.method === 'DELETE');
    expect(off?.body).toEqual({ password: PASSWORD, code: '654321' });
  });

  it('changes the password with the current one', async () => {
    const { requests } = mockApi(accountServer());
    const user = userEvent.setup();
    renderWithProviders(<SecurityAdmin />);
    const section = within(await screen.findByRole('region', { name: 'Password' }));
    await user.type(section.getByLabelText('Your password'), PASSWORD);
    await user.type(section.getByLabelText('New password'), 'a brand new long password');
    await user.click(section.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Password changed. Your other sessions have been signed out.',
      ),
    );
    expect(requests.find((r) => r.url.pathname === '/api/admin/password')?.body).toEqual({
      password: PASSWORD,
      newPassword: 'a brand new long password',
    });
    expect(passwordSection()).toBeInTheDocument();
  });
});
