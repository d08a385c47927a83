import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, session } from '#client/testing/mock-api.ts';
import { renderWithProviders } from '#client/testing/render.tsx';
import { testStories as stories } from '#client/testing/stories.ts';
import { SEARCH_DEBOUNCE_MS, StoriesBrowser } from './stories-browser.tsx';

const titles = () =>
  screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

beforeEach(() => mockApi(session(false)));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('StoriesBrowser', () => {
  it('shows every story as a card linking to it, with the excerpt cut at 50 words', () => {
    renderWithProviders(<StoriesBrowser stories={stories} />);
    expect(titles()).toHaveLength(stories.length);
    const card = screen.getByRole('link', { name: 'Amani’s first year at secondary school' });
    expect(card).toHaveAttribute('href', '/stories/edu-1');
    const excerpt = within(card.closest('article') as HTMLElement).getByText(/^When Amani/);
    expect(excerpt.textContent?.endsWith('…')).toBe(true);
    expect(excerpt.textContent?.split(' ')).toHaveLength(50);
  });

  it('filters with the category chips, one pressed at a time', () => {
    renderWithProviders(<StoriesBrowser stories={stories} />);
    const chips = within(screen.getByRole('group', { name: 'Category' })).getAllByRole('button');
    expect(chips.map((chip) => chip.textContent)).toEqual([
      'All',
      'Education',
      'Health',
      'Community',
      'Faith',
      'Enterprise',
    ]);
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Faith' }));
    expect(screen.getByRole('button', { name: 'Faith' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    expect(titles()).toEqual([
      'The choir that sings on Tuesdays',
      'Two congregations, one prayer list',
    ]);
    for (const chip of chips.slice(1)) {
      fireEvent.click(chip);
      expect(titles().length).toBeGreaterThan(0);
    }
  });

  it('searches 150 ms after the last keystroke, and says when nothing matches', () => {
    vi.useFakeTimers();
    renderWithProviders(<StoriesBrowser stories={stories} />);
    const search = screen.getByLabelText('Search stories');
    fireEvent.change(search, { target: { value: 'RWAN' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(titles()).toHaveLength(stories.length);
    fireEvent.change(search, { target: { value: 'RWANDA' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(titles()).toHaveLength(stories.length);
    act(() => vi.advanceTimersByTime(1));
    expect(titles()).toEqual([
      'The choir that sings on Tuesdays',
      'Twelve women, one cash box and a bakery',
    ]);

    fireEvent.change(search, { target: { value: 'zebra' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(titles()).toEqual([]);
    expect(
      screen.getByText('No stories found. Try a different filter or search term.'),
    ).toBeInTheDocument();
  });

  it('names the categories, the search and the count in Swedish on a Swedish page', () => {
    renderWithProviders(<StoriesBrowser stories={stories} />, { locale: 'sv' });
    const chips = within(screen.getByRole('group', { name: 'Kategori' })).getAllByRole('button');
    expect(chips.map((chip) => chip.textContent)).toEqual([
      'Alla',
      'Utbildning',
      'Hälsa',
      'Samhälle',
      'Tro',
      'Företagande',
    ]);
    expect(screen.getByLabelText('Sök bland berättelserna')).toHaveAttribute(
      'placeholder',
      'Titel, ämne eller land',
    );
    expect(screen.getByText(`${stories.length} berättelser`)).toBeInTheDocument();
    const card = screen.getByRole('link', { name: 'Amani’s first year at secondary school' });
    expect(card).toHaveAttribute('href', '/sv/stories/edu-1');
    const meta = within(card.closest('article') as HTMLElement);
    expect(meta.getByText('Utbildning')).toBeInTheDocument();
    expect(meta.getByText(/^\d+ min läsning$/)).toBeInTheDocument();
  });
});
