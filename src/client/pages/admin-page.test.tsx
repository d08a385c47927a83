import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PagePathContext, pageLoads } from '#client/lib/location.ts';
import { mockApi, session } from '#client/testing/mock-api.ts';
import { i18nFor } from '#shared/i18n/catalogs.ts';
import { AdminPage } from './admin-page.tsx';

function renderAdmin(address = '/admin') {
  window.history.replaceState(null, '', address);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nProvider i18n={i18nFor('en')}>
      <QueryClientProvider client={client}>
        <PagePathContext value="/admin">
          <AdminPage />
        </PagePathContext>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

const adminData = {
  'GET /api/volunteers': () => [],
  'GET /api/admin/applications': () => [],
  'GET /api/admin/messages': () => [],
  'GET /api/admin/outbox': () => ({ entries: [], nextBefore: null }),
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('the admin dashboard', () => {
  it('sends a signed-out visitor to /login', async () => {
    const api = mockApi(session(false));
    const go = vi.spyOn(pageLoads, 'go').mockImplementation(() => {});
    renderAdmin();
    await waitFor(() => expect(go).toHaveBeenCalledWith('/login', true));
    expect(api.calls()).toEqual([]);
  });

  it('shows the sidebar and opens Volunteers first', async () => {
    mockApi({ ...session(true), ...adminData });
    renderAdmin();
    const nav = await screen.findByRole('navigation', { name: 'Admin sections' });
    const labels = Array.from(nav.querySelectorAll('button')).map((button) => button.textContent);
    // Other issues add their views (donations, ticket orders) to the same list.
    expect(labels[0]).toBe('Volunteers');
    expect(labels).toEqual(
      expect.arrayContaining(['Volunteers', 'Applications', 'Messages', 'Outbox', 'Personal data']),
    );
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Volunteers' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Volunteers' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('switches views from the sidebar, loading each on demand', async () => {
    const api = mockApi({ ...session(true), ...adminData });
    const user = userEvent.setup({ delay: null });
    renderAdmin();
    await screen.findByRole('heading', { level: 2, name: 'Volunteers' });
    expect(api.calls()).not.toContain('GET /api/admin/messages');

    await user.click(screen.getByRole('button', { name: 'Messages' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Messages' })).toBeInTheDocument();
    expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Messages' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('button', { name: 'Volunteers' })).not.toHaveAttribute('aria-current');
  });

  it('opens the section named in the address', async () => {
    mockApi({ ...session(true), ...adminData });
    renderAdmin('/admin?section=outbox');
    expect(await screen.findByRole('heading', { level: 2, name: 'Outbox' })).toBeInTheDocument();
  });
});
