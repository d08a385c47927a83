import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, session } from '#client/testing/mock-api.ts';
import { renderWithProviders } from '#client/testing/render.tsx';
import type { VolunteerApplication } from '#shared/schemas/volunteer.ts';
import { ApplicationsAdmin } from './applications-admin.tsx';

const application = (id: number, name: string, volunteer_id: number | null = null) =>
  ({
    id,
    name,
    email: `${name.toLowerCase()}@example.org`,
    phone: '',
    location: 'Kigali, Rwanda',
    availability: 'Weekends',
    interests: ['Education', 'Media'],
    motivation: 'I love teaching children.',
    volunteer_id,
    created_at: '2026-01-15T10:00:00.000Z',
  }) satisfies VolunteerApplication;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// Interaction tests run slowly on a busy machine: more time than the default 5 s.
describe('ApplicationsAdmin', () => {
  it('lists applications as the server orders them and adds one to the volunteers', async () => {
    let applications = [application(2, 'Newer'), application(1, 'Older', 7)];
    const api = mockApi({
      ...session(true),
      'GET /api/admin/applications': () => applications,
      'POST /api/admin/applications/2/volunteer': () => {
        applications = applications.map((a) => (a.id === 2 ? { ...a, volunteer_id: 8 } : a));
        return { success: true, id: 8 };
      },
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ApplicationsAdmin />);

    const newer = await screen.findByRole('article', { name: 'Newer' });
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby'))).toEqual([
      'application-2',
      'application-1',
    ]);
    expect(newer).toHaveTextContent('Interests' + 'Education, Media');
    expect(
      within(screen.getByRole('article', { name: 'Older' })).getByText('In the volunteer list'),
    );

    await user.click(within(newer).getByRole('button', { name: /Add to volunteers/ }));
    await waitFor(() =>
      expect(within(newer).queryByRole('button', { name: /Add to volunteers/ })).toBeNull(),
    );
    expect(api.calls()).toContain('POST /api/admin/applications/2/volunteer');
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/admin/export/applications.csv',
    );
  });

  it('alerts when the server refuses', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    mockApi({
      ...session(true),
      'GET /api/admin/applications': () => [application(2, 'Newer')],
      'POST /api/admin/applications/2/volunteer': () =>
        jsonResponse({ error: 'This application is already in the volunteer list.' }, 409),
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ApplicationsAdmin />);
    await user.click(await screen.findByRole('button', { name: /Add to volunteers/ }));
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith('This application is already in the volunteer list.'),
    );
  });

  it('asks to sign in again when the session has ended', async () => {
    mockApi({
      ...session(true),
      'GET /api/admin/applications': () =>
        jsonResponse({ error: 'Please sign in as an admin.' }, 401),
    });
    renderWithProviders(<ApplicationsAdmin />);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Your session has ended. Please sign in again.',
      ),
    );
  });
});
