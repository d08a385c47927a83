import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, session } from '#client/testing/mock-api.ts';
import { renderWithProviders } from '#client/testing/render.tsx';
import type { AdminFundraiser } from '../api/fundraisers-admin-api.ts';
import { FundraisersAdmin } from './fundraisers-admin.tsx';

const fundraiser = (id: number, changes: Partial<AdminFundraiser>): AdminFundraiser => ({
  id,
  slug: `fundraiser-${id}`,
  kind: 'birthday',
  title: `Fundraiser ${id}`,
  inMemoryOf: null,
  story: 'Instead of presents, a well.',
  organiserName: 'Anna Svensson',
  organiserEmail: 'anna@example.org',
  image: null,
  endsOn: '2026-03-01',
  appeal: { slug: 'christmas-well', title: 'A well for Kibera' },
  progress: { raisedOre: 0, gifts: 0, goalOre: 500_000, daysLeft: 45, ended: false },
  updates: [],
  status: 'pending',
  declineReason: null,
  emailPerGift: false,
  closedAt: null,
  createdAt: '2026-01-15T10:00:00.000Z',
  reports: [],
  ...changes,
});

const waiting = fundraiser(1, { title: "Anna's 40th" });
const memorial = fundraiser(2, { kind: 'memorial', title: 'For Karin', inMemoryOf: 'Karin Lund' });
const reported = fundraiser(3, {
  title: 'Bo runs Lidingöloppet',
  kind: 'challenge',
  status: 'approved',
  reports: [
    { id: 9, reason: 'Looks like spam', at: '2026-01-15T12:00:00.000Z', handledAt: null },
    {
      id: 8,
      reason: 'Old report',
      at: '2026-01-14T12:00:00.000Z',
      handledAt: '2026-01-14T13:00:00.000Z',
    },
  ],
});

afterEach(() => vi.unstubAllGlobals());

function setup() {
  const api = mockApi({
    ...session(true),
    'GET /api/admin/fundraisers': () => ({ fundraisers: [waiting, memorial, reported] }),
    'POST /api/admin/fundraisers/1/decision': () => ({ fundraiser: waiting }),
    'POST /api/admin/fundraisers/2/decision': () => ({ fundraiser: memorial }),
    'POST /api/admin/fundraisers/3/decision': () => ({ fundraiser: reported }),
    'POST /api/admin/fundraisers/3/reports/9/handled': () => ({ success: true }),
  });
  renderWithProviders(<FundraisersAdmin />, { path: '/admin' });
  return { api, user: userEvent.setup() };
}

const decisionOf = (api: ReturnType<typeof mockApi>, id: number) =>
  api.requests.find((request) => request.url.pathname === `/api/admin/fundraisers/${id}/decision`)
    ?.body;

describe('FundraisersAdmin', () => {
  it('approves a waiting fundraiser', async () => {
    const { api, user } = setup();
    const card = await screen.findByRole('article', { name: "Anna's 40th" });
    expect(card).toHaveTextContent('Waiting for approval');
    expect(card).toHaveTextContent('A well for Kibera');
    expect(within(card).getByRole('link', { name: 'anna@example.org' })).toHaveAttribute(
      'href',
      'mailto:anna@example.org',
    );
    await user.click(within(card).getByRole('button', { name: "Approve Anna's 40th" }));
    await waitFor(() => expect(decisionOf(api, 1)).toEqual({ approve: true }));
    // The button has done its work: focus stays with the fundraiser, not lost to the page.
    await waitFor(() => expect(card).toHaveFocus());
  });

  it('declines one with a reason, which it asks for', async () => {
    const { api, user } = setup();
    const card = await screen.findByRole('article', { name: 'For Karin' });
    expect(card).toHaveTextContent('Memorial (in memory of Karin Lund)');
    await user.click(within(card).getByRole('button', { name: 'Decline For Karin' }));
    const reason = within(card).getByLabelText('Reason, e-mailed to the organiser');
    await user.click(within(card).getByRole('button', { name: 'Decline' }));
    expect(reason).toHaveFocus();
    expect(reason).toHaveAccessibleDescription('Please give the organiser a reason.');
    expect(decisionOf(api, 2)).toBeUndefined();

    await user.type(reason, 'We cannot confirm the family asked for it.');
    await user.click(within(card).getByRole('button', { name: 'Decline' }));
    await waitFor(() =>
      expect(decisionOf(api, 2)).toEqual({
        approve: false,
        reason: 'We cannot confirm the family asked for it.',
      }),
    );
  });

  it('shows the reports of a public one, marks one handled and takes the page down', async () => {
    const { api, user } = setup();
    const card = await screen.findByRole('article', { name: 'Bo runs Lidingöloppet' });
    expect(card).toHaveTextContent('Public');
    expect(within(card).getByRole('link', { name: 'See its page' })).toHaveAttribute(
      'href',
      '/fundraisers/fundraiser-3',
    );
    const reports = within(card).getAllByRole('listitem');
    expect(reports[0]).toHaveTextContent('Looks like spam');
    expect(reports[1]).toHaveTextContent('Handled');
    expect(within(card).getAllByRole('button', { name: /^Mark handled/ })).toHaveLength(1);

    await user.click(within(card).getByRole('button', { name: /^Mark handled/ }));
    await waitFor(() =>
      expect(api.calls()).toContain('POST /api/admin/fundraisers/3/reports/9/handled'),
    );

    await user.click(within(card).getByRole('button', { name: 'Take down Bo runs Lidingöloppet' }));
    await user.type(within(card).getByLabelText('Reason, e-mailed to the organiser'), 'Spam.');
    await user.click(within(card).getByRole('button', { name: 'Take down' }));
    await waitFor(() => expect(decisionOf(api, 3)).toEqual({ approve: false, reason: 'Spam.' }));
  });
});
