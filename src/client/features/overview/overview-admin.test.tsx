import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, session } from '#client/testing/mock-api.ts';
import { renderWithProviders } from '#client/testing/render.tsx';
import type { AdminOverview } from '#shared/schemas/overview.ts';
import { OverviewAdmin } from './overview-admin.tsx';

const overview: AdminOverview = {
  gifts: { today: { count: 1, netOre: 25_000 }, thisMonth: { count: 4, netOre: 120_050 } },
  appeals: [
    {
      id: 1,
      slug: 'christmas-well',
      title: 'A well for Kibera',
      raisedOre: 1_250_000,
      goalOre: 5_000_000,
      gifts: 12,
      daysLeft: 16,
    },
  ],
  fundraisers: { awaitingApproval: 2, reportedPages: 1 },
  cardsToPost: 3,
  messages: { unread: 5 },
  volunteerApplications: { notAdded: 4, lastWeek: 2 },
  emails: { failed: 6 },
};

afterEach(() => vi.unstubAllGlobals());

const card = (name: string) =>
  screen.getByRole('heading', { level: 3, name }).closest('li') as HTMLElement;
const facts = (name: string) =>
  within(card(name))
    .getAllByRole('definition')
    .map((value) => value.textContent);

describe('OverviewAdmin', () => {
  it('shows what needs the admin, each card linking to its section', async () => {
    mockApi({ ...session(true), 'GET /api/admin/overview': () => overview });
    renderWithProviders(<OverviewAdmin />, { path: '/admin' });

    await screen.findByRole('heading', { level: 3, name: 'Gifts' });
    expect(facts('Gifts')).toEqual(['250\u00a0kr (1 gift)', '1\u00a0200,50\u00a0kr (4 gifts)']);
    expect(facts('Fundraisers')).toEqual(['2', '1']);
    expect(facts('Cards to post')).toEqual(['3']);
    expect(facts('Messages')).toEqual(['5']);
    expect(facts('Volunteer applications')).toEqual(['4', '2']);
    expect(facts('E-mails')).toEqual(['6']);

    const bar = screen.getByRole('progressbar', { name: 'A well for Kibera' });
    expect(bar).toHaveAttribute('value', '1250000');
    expect(bar).toHaveAttribute('max', '5000000');
    expect(card('Appeals running today')).toHaveTextContent(
      /12\s500\skr of 50\s000\skr · 12 gifts · 16 days left/,
    );

    const links = Object.fromEntries(
      screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
    );
    expect(links).toEqual({
      'See the giving chart': '?section=giving',
      'Open Appeals': '?section=appeals',
      'Open Fundraisers': '?section=fundraisers',
      'Open Cards to post': '?section=cards',
      'Open Messages': '?section=messages',
      'Open Applications': '?section=applications',
      'Open the Outbox': '?section=outbox',
    });
  });

  it('counts an appeal’s gifts in Swedish too', async () => {
    mockApi({ ...session(true), 'GET /api/admin/overview': () => overview });
    renderWithProviders(<OverviewAdmin />, { locale: 'sv', path: '/sv/admin' });
    expect(await screen.findByText(/· 12 gåvor ·/)).toBeInTheDocument();
  });

  it('says so when no appeal is running', async () => {
    mockApi({
      ...session(true),
      'GET /api/admin/overview': () => ({ ...overview, appeals: [] }),
    });
    renderWithProviders(<OverviewAdmin />, { path: '/admin' });
    expect(await screen.findByText('No appeal is running today.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
