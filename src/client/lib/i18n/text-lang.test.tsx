import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { LeaderCard } from '#client/features/leadership/components/leader-card.tsx';
import { NewsArticle } from '#client/features/news/components/news-article.tsx';
import { mockApi, session } from '#client/testing/mock-api.ts';
import { renderWithProviders } from '#client/testing/render.tsx';
import type { Leader, NewsItem } from '#shared/schemas/content.ts';

const news = (fields: Partial<NewsItem>): NewsItem => ({
  id: 1,
  title: 'Harvest',
  content: 'A good year.',
  created_at: '2026-01-15T10:00:00.000Z',
  updated_at: '2026-01-15T10:00:00.000Z',
  ...fields,
});
const leader: Leader = {
  id: 1,
  name: 'Amos',
  role: 'Programme Manager',
  bio: 'Agronomist.',
  url: null,
  srcset: null,
  width: null,
  height: null,
  lang: 'en',
};
const NOW = Date.parse('2026-01-16T10:00:00.000Z');

describe('managed content in the page language', () => {
  beforeEach(() => {
    mockApi(session(false));
  });

  it('marks English texts lang="en" on a Swedish page', () => {
    renderWithProviders(
      <>
        <NewsArticle item={news({ lang: 'en' })} now={NOW} />
        <LeaderCard leader={leader} />
      </>,
      { locale: 'sv' },
    );
    expect(screen.getByRole('heading', { name: 'Harvest' })).toHaveAttribute('lang', 'en');
    expect(screen.getByText('A good year.')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Agronomist.')).toHaveAttribute('lang', 'en');
    // The person's name is no translation: it carries no mark.
    expect(screen.getByRole('heading', { name: 'Amos' })).not.toHaveAttribute('lang');
  });

  it('leaves a Swedish version on a Swedish page, and English on an English page, unmarked', () => {
    renderWithProviders(<NewsArticle item={news({ title: 'Skörd', lang: 'sv' })} now={NOW} />, {
      locale: 'sv',
    });
    expect(screen.getByRole('heading', { name: 'Skörd' })).not.toHaveAttribute('lang');
    renderWithProviders(<NewsArticle item={news({ title: 'Harvest' })} now={NOW} />);
    expect(screen.getByRole('heading', { name: 'Harvest' })).not.toHaveAttribute('lang');
  });
});
