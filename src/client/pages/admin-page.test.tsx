import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PagePathContext, pageLoads } from '#client/lib/location.ts';
import { mockApi, session } from '#client/testing/mock-api.ts';
import { i18nFor } from '#shared/i18n/catalogs.ts';
import type { AdminOverview } from '#shared/schemas/overview.ts';
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

const overview: AdminOverview = {
  gifts: { today: { count: 0, netOre: 0 }, thisMonth: { count: 0, netOre: 0 } },
  appeals: [],
  fundraisers: { awaitingApproval: 2, reportedPages: 0 },
  cardsToPost: 0,
  messages: { unread: 1 },
  volunteerApplications: { notAdded: 0, lastWeek: 0 },
  emails: { failed: 0 },
};

const adminData = {
  'GET /api/admin/overview': () => overview,
  'GET /api/admin/fundraisers': () => ({ fundraisers: [] }),
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

  it('shows the sidebar and opens the Overview first', async () => {
    mockApi({ ...session(true), ...adminData });
    renderAdmin();
    const nav = await screen.findByRole('navigation', { name: 'Admin sections' });
    const labels = Array.from(nav.querySelectorAll('button')).map((button) => button.textContent);
    // Other issues add their views (donations, ticket orders) to the same list.
    expect(labels[0]).toBe('Overview');
    expect(labels).toEqual(
      expect.arrayContaining([
        'Volunteers',
        'Applications',
        'Messages',
        'Appeals',
        'Fundraisers',
        'Cards to post',
        'Outbox',
        'Personal data',
      ]),
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Overview' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Overview' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('switches views from the sidebar, loading each on demand', async () => {
    const api = mockApi({ ...session(true), ...adminData });
    const user = userEvent.setup({ delay: null });
    renderAdmin();
    await screen.findByRole('heading', { level: 2, name: 'Overview' });
    expect(api.calls()).not.toContain('GET /api/admin/messages');

    await user.click(screen.getByRole('button', { name: 'Messages' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Messages' })).toBeInTheDocument();
    expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Messages' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('button', { name: 'Overview' })).not.toHaveAttribute('aria-current');
  });

  it('adds each section to the history, so Back returns to the one before', async () => {
    mockApi({ ...session(true), ...adminData });
    const user = userEvent.setup({ delay: null });
    renderAdmin();
    await screen.findByRole('heading', { level: 2, name: 'Overview' });
    const before = window.history.length;

    await user.click(await screen.findByRole('link', { name: 'Open Fundraisers' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Fundraisers' }),
    ).toBeInTheDocument();
    expect(window.location.search).toBe('?section=fundraisers');
    expect(window.history.length).toBe(before + 1);
    // The link has gone with the overview: focus moves to the view that opened (in an effect,
    // which may run after the heading is drawn).
    await waitFor(() => expect(document.activeElement).not.toBe(document.body));

    await user.click(screen.getByRole('button', { name: 'Messages' }));
    await screen.findByRole('heading', { level: 2, name: 'Messages' });
    expect(window.history.length).toBe(before + 2);

    window.history.back();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Fundraisers' }),
    ).toBeInTheDocument();
    window.history.back();
    expect(await screen.findByRole('heading', { level: 2, name: 'Overview' })).toBeInTheDocument();
  });

  it('opens the section named in the address', async () => {
    mockApi({ ...session(true), ...adminData });
    renderAdmin('/admin?section=outbox');
    expect(await screen.findByRole('heading', { level: 2, name: 'Outbox' })).toBeInTheDocument();
  });
});
