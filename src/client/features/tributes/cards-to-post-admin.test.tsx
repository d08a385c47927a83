import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, session } from '#client/testing/mock-api.ts';
import { renderWithProviders } from '#client/testing/render.tsx';
import type { CardToPost } from '#shared/schemas/tributes.ts';
import { CardsToPostAdmin } from './cards-to-post-admin.tsx';

const card = (id: number, personName: string, changes: Partial<CardToPost> = {}): CardToPost => ({
  id,
  kind: 'honour',
  personName,
  greeting: 'Happy 60th birthday!',
  signedBy: 'Your friends at church',
  showAmount: false,
  motif: 'sunrise',
  locale: 'sv',
  recipientName: personName,
  address: { street: 'Storgatan 5', postalCode: '753 20', city: 'Uppsala', country: 'Sweden' },
  amountOre: 25_000,
  giverName: 'Anna Svensson',
  paidAt: '2026-01-15T10:00:00.000Z',
  disputeStatus: null,
  ...changes,
});

afterEach(() => vi.unstubAllGlobals());

describe('CardsToPostAdmin', () => {
  it('lists the cards, prints them all and marks one posted', async () => {
    let cards = [
      card(1, 'Erik Berg'),
      card(2, 'Karin Lund', { kind: 'memory', disputeStatus: 'needs_response' }),
    ];
    const api = mockApi({
      ...session(true),
      'GET /api/admin/cards': () => ({ cards }),
      'POST /api/admin/cards/1/posted': () => {
        cards = cards.filter((c) => c.id !== 1);
        return { success: true, postedAt: '2026-01-16T09:00:00.000Z' };
      },
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<CardsToPostAdmin />, { path: '/admin' });

    const erik = await screen.findByRole('article', { name: 'In honour of Erik Berg' });
    expect(within(erik).getByText(/Storgatan 5/)).toHaveTextContent(
      'Erik Berg Storgatan 5 753 20 Uppsala Sweden',
    );
    expect(within(erik).getByText('Happy 60th birthday!')).toBeInTheDocument();
    expect(within(erik).getByText('Swedish')).toBeInTheDocument();
    const karin = screen.getByRole('article', { name: 'In memory of Karin Lund' });
    expect(karin).toHaveTextContent('needs_response: hold the card until the dispute is settled.');
    expect(screen.getByRole('link', { name: 'Print all (PDF)' })).toHaveAttribute(
      'href',
      '/api/admin/cards.pdf',
    );

    await user.click(
      within(erik).getByRole('button', { name: /^Mark as posted.*the card to Erik Berg/ }),
    );
    await waitFor(() => expect(screen.queryByRole('article', { name: /Erik Berg/ })).toBeNull());
    // Focus went on to the next card, not lost with the one posted.
    expect(screen.getByRole('article', { name: 'In memory of Karin Lund' })).toHaveFocus();
    expect(api.calls()).toContain('POST /api/admin/cards/1/posted');
  });

  it('says when there is nothing to post, with nothing to print', async () => {
    mockApi({ ...session(true), 'GET /api/admin/cards': () => ({ cards: [] }) });
    renderWithProviders(<CardsToPostAdmin />, { path: '/admin' });
    expect(await screen.findByText('No cards to post.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Print all (PDF)' })).toBeNull();
  });
});
