import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, session } from '#client/testing/mock-api.ts';
import { renderWithProviders } from '#client/testing/render.tsx';
import { Header } from './header.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The signed-in admin's header, with the logout call answering `logout`; the alert's spy. */
async function clickLogOut(logout: () => unknown) {
  const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
  mockApi({ ...session(true), 'POST /api/logout': logout });
  const user = userEvent.setup();
  renderWithProviders(<Header />);
  await user.click(await screen.findByRole('button', { name: 'Log Out' }));
  return alert;
}

describe('Header', () => {
  it('signs the admin out: the admin controls leave the header', async () => {
    const alert = await clickLogOut(() => ({ success: true }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Log Out' })).toBeNull());
    expect(alert).not.toHaveBeenCalled();
  });

  it('says so when the network fails, and stays signed in', async () => {
    const alert = await clickLogOut(() => {
      throw new TypeError('Failed to fetch');
    });
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Network error. Logout failed.'));
    expect(screen.getByRole('button', { name: 'Log Out' })).toBeVisible();
  });

  it('gives the server’s reason when it refuses, and stays signed in', async () => {
    const alert = await clickLogOut(() =>
      jsonResponse({ error: 'Cross-site requests are not allowed.' }, 403),
    );
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Cross-site requests are not allowed.'));
    expect(screen.getByRole('button', { name: 'Log Out' })).toBeVisible();
  });
});
