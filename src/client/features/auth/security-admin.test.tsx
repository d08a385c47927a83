import { screen } from '@testing-library/react';
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

/** A small server for the two-factor calls: on once a code 123456 confirms it. */
function twoFactorServer() {
  let enabled = false;
  return {
    ...session(true),
    'GET /api/admin/two-factor': () => ({ enabled, recoveryCodesLeft: enabled ? 10 : 0 }),
    'POST /api/admin/two-factor': () => ({
      secret: 'JBSWY3DPEHPK3PXP',
      uri: 'otpauth://totp/Hope%20Bridge:admin?secret=JBSWY3DPEHPK3PXP&issuer=Hope%20Bridge',
    }),
    'POST /api/admin/two-factor/confirmations': ({ body }: MockRequest) => {
      if ((body as { code: string }).code !== '123456')
        return jsonResponse({ error: 'That code is not right. Please try again.' }, 400);
      enabled = true;
      return { recoveryCodes: codes };
    },
    'DELETE /api/admin/two-factor': () => {
      enabled = false;
      return { success: true };
    },
  };
}

describe('SecurityAdmin', () => {
  it('sets up two-factor sign-in and shows the recovery codes once', async () => {
    mockApi(twoFactorServer());
    const user = userEvent.setup();
    renderWithProviders(<SecurityAdmin />);
    await user.click(await screen.findByRole('button', { name: 'Set up two-factor sign-in' }));
    expect(await screen.findByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    expect(screen.getByText(/^otpauth:\/\/totp\//)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Code from your app'), '000000');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByRole('status')).toHaveTextContent('That code is not right.');

    await user.clear(screen.getByLabelText('Code from your app'));
    await user.type(screen.getByLabelText('Code from your app'), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(list.querySelectorAll('li')).toHaveLength(10);
    expect(screen.getByRole('status')).toHaveTextContent('Two-factor sign-in is on.');
    expect(await screen.findByText(/Recovery codes left: 10/)).toBeInTheDocument();
  });

  it('turns two-factor sign-in off with a current code', async () => {
    const { requests } = mockApi(twoFactorServer());
    const user = userEvent.setup();
    renderWithProviders(<SecurityAdmin />);
    await user.click(await screen.findByRole('button', { name: 'Set up two-factor sign-in' }));
    await user.type(await screen.findByLabelText('Code from your app'), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    await user.type(await screen.findByLabelText('Current code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Turn off two-factor sign-in' }));
    expect(await screen.findByText('Two-factor sign-in is off.', { selector: '[role=status]' }));
    const off = requests.find((r) => r.method === 'DELETE');
    expect(off?.body).toEqual({ code: '654321' });
  });
});
