import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, session } from '#client/testing/mock-api.ts';
import { renderWithProviders } from '#client/testing/render.tsx';
import { newWellStory } from '#client/testing/stories.ts';
import { StoryArticle } from './story-article.tsx';
import { StoryCard } from './story-card.tsx';

const story = newWellStory;
const card = { eager: false, first: false };

describe('a story in the page language', () => {
  beforeEach(() => {
    mockApi(session(false));
  });

  it('marks an English story lang="en" on a Swedish page: card and article', () => {
    renderWithProviders(<StoryCard story={story({ lang: 'en' })} loading={card} />, {
      locale: 'sv',
    });
    expect(screen.getByRole('heading', { name: 'A new well' })).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Clean water.')).toHaveAttribute('lang', 'en');

    renderWithProviders(
      <StoryArticle story={story({ id: 'x', title: 'Old well', lang: 'en' })} />,
      {
        locale: 'sv',
      },
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en');
    expect(screen.getByText('It works.')).toHaveAttribute('lang', 'en');
  });

  it('leaves a Swedish version unmarked', () => {
    const swedish = story({ title: 'En ny brunn', excerpt: 'Rent vatten.', lang: 'sv' });
    renderWithProviders(<StoryArticle story={swedish} />, { locale: 'sv' });
    expect(screen.getByRole('heading', { name: 'En ny brunn' })).not.toHaveAttribute('lang');
    expect(screen.getByText('Rent vatten.')).not.toHaveAttribute('lang');
    // The server marks the pictures' texts that have no Swedish version.
    expect(screen.getByRole('img', { name: 'A garden.' })).not.toHaveAttribute('lang');
    expect(screen.getByRole('img', { name: 'Seedlings' })).not.toHaveAttribute('lang');
  });

  it('marks a Swedish story’s pictures whose alt text or caption is still English', () => {
    const swedish = story({
      title: 'En ny brunn',
      lang: 'sv',
      altLang: 'en',
      content: [
        { type: 'image', src: '/a.webp', alt: 'Plantor', caption: 'Young', captionLang: 'en' },
        { type: 'image', src: '/b.webp', alt: 'A garden', altLang: 'en', caption: 'Bönor' },
      ],
    });
    renderWithProviders(<StoryArticle story={swedish} />, { locale: 'sv' });
    expect(screen.getByRole('img', { name: 'A garden.' })).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('img', { name: 'Plantor' })).not.toHaveAttribute('lang');
    expect(screen.getByText('Young')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('img', { name: 'A garden' })).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Bönor')).not.toHaveAttribute('lang');
  });

  it('marks nothing on an English page', () => {
    renderWithProviders(<StoryArticle story={story({ lang: 'en' })} />);
    expect(screen.getByRole('heading', { name: 'A new well' })).not.toHaveAttribute('lang');
    expect(screen.getByRole('img', { name: 'Seedlings' })).not.toHaveAttribute('lang');
    expect(screen.getByText('Young')).not.toHaveAttribute('lang');
  });
});
