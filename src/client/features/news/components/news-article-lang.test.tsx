import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, session } from '#client/testing/mock-api.ts';
import { renderWithProviders } from '#client/testing/render.tsx';
import type { NewsItem } from '#shared/schemas/content.ts';
import { NewsArticle } from './news-article.tsx';

const news = (fields: Partial<NewsItem>): NewsItem => ({
  id: 1,
  title: 'Harvest',
  content: 'A good year.',
  created_at: '2026-01-15T10:00:00.000Z',
  updated_at: '2026-01-15T10:00:00.000Z',
  ...fields,
});
const NOW = Date.parse('2026-01-16T10:00:00.000Z');

describe('a news article in the page language', () => {
  beforeEach(() => {
    mockApi(session(false));
  });

  it('marks English texts lang="en" on a Swedish page', () => {
    renderWithProviders(<NewsArticle item={news({ lang: 'en' })} now={NOW} />, { locale: 'sv' });
    expect(screen.getByRole('heading', { name: 'Harvest' })).toHaveAttribute('lang', 'en');
    expect(screen.getByText('A good year.')).toHaveAttribute('lang', 'en');
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
