import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, session } from '#client/testing/mock-api.ts';
import { renderWithProviders } from '#client/testing/render.tsx';
import { fixtureEvents as events } from '../lib/events.fixture.ts';
import { EventsBrowser } from './events-browser.tsx';

const titles = () =>
  screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

beforeEach(() => mockApi(session(false)));
afterEach(() => vi.unstubAllGlobals());

describe('EventsBrowser', () => {
  it('shows every event with a link, its price and its spots badge', () => {
    renderWithProviders(<EventsBrowser events={events} />);
    expect(titles()).toEqual([
      'Worship & Prayer Retreat',
      'Gospel Festival',
      'Community Food Walk',
      'Gospel Jazz Praise',
    ]);
    const walk = screen.getByRole('link', { name: 'Community Food Walk' });
    expect(walk).toHaveAttribute('href', '/events/community-food-walk');
    const card = walk.closest('article') as HTMLElement;
    expect(within(card).getByText('150 kr')).toBeInTheDocument();
    expect(within(card).getByText('8 platser kvar')).toHaveAttribute('data-level', 'low');
    const festival = screen.getByRole('link', { name: 'Gospel Festival' }).closest('article');
    expect(within(festival as HTMLElement).getByText('Gratis')).toBeInTheDocument();
    expect(within(festival as HTMLElement).getByText('250 platser kvar')).toHaveAttribute(
      'data-level',
      'high',
    );
  });

  it('filters by category and price, and says when nothing matches', async () => {
    const user = userEvent.setup();
    renderWithProviders(<EventsBrowser events={events} />);
    const category = screen.getByLabelText('Kategori');
    expect(
      within(category)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Alla', 'Retreat', 'Festival', 'Upplevelse', 'Konsert']);
    await user.selectOptions(screen.getByLabelText('Pris'), 'Betal');
    expect(titles()).toEqual(['Community Food Walk', 'Gospel Jazz Praise']);
    await user.selectOptions(category, 'Konsert');
    expect(titles()).toEqual(['Gospel Jazz Praise']);
    await user.selectOptions(screen.getByLabelText('Pris'), 'Gratis');
    expect(screen.queryAllByRole('article')).toEqual([]);
    expect(screen.getByText('Inga evenemang matchar filtren.')).toBeInTheDocument();
  });

  it('sorts with the sort menu', async () => {
    const user = userEvent.setup();
    renderWithProviders(<EventsBrowser events={events} />);
    await user.selectOptions(screen.getByLabelText('Sortera'), 'Pris (högst först)');
    expect(titles()[0]).toBe('Community Food Walk');
    await user.selectOptions(screen.getByLabelText('Sortera'), 'Datum (senast först)');
    expect(titles()[0]).toBe('Gospel Jazz Praise');
  });

  it('shows Swedish dates, times and links on a Swedish page, and the singular of one spot', () => {
    const walk = { ...events[2]!, spotsLeft: 1 };
    renderWithProviders(<EventsBrowser events={[walk]} />, { locale: 'sv' });
    const link = screen.getByRole('link', { name: 'Community Food Walk' });
    expect(link).toHaveAttribute('href', '/sv/events/community-food-walk');
    const card = link.closest('article') as HTMLElement;
    expect(within(card).getByText('12 juni 2027 kl. 11:00–15:00')).toBeInTheDocument();
    expect(within(card).getByText('1 plats kvar')).toHaveAttribute('data-level', 'low');
  });
});
