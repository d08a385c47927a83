import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, session } from '#client/testing/mock-api.ts';
import { renderWithProviders } from '#client/testing/render.tsx';
import { newWellStory } from '#client/testing/stories.ts';
import { StoryArticle } from './story-article.tsx';

const srcset = (base: string) => `${base}-320.webp 320w, ${base}-900.webp 900w`;

describe('a story’s pictures', () => {
  beforeEach(() => {
    mockApi(session(false));
  });

  it('offer an upload’s widths, and a picture in the text keeps its own shape', () => {
    const story = newWellStory({
      image: '/uploads/c-900.webp',
      imageSrcset: srcset('/uploads/c'),
      alt: 'The well.',
      content: [
        {
          type: 'image',
          src: '/uploads/p-900.webp',
          alt: 'A photo',
          srcset: srcset('/uploads/p'),
          width: 900,
          height: 1200,
        },
      ],
    });
    renderWithProviders(<StoryArticle story={story} />);

    const cover = screen.getByRole('img', { name: 'The well.' });
    expect(cover).toHaveAttribute('srcset', srcset('/uploads/c'));
    expect(cover).toHaveAttribute('sizes', 'min(48rem, 100vw - 2rem)');
    const photo = screen.getByRole('img', { name: 'A photo' });
    expect(photo).toHaveAttribute('srcset', srcset('/uploads/p'));
    expect(photo).toHaveAttribute('sizes', 'min(48rem, 100vw - 2rem)');
    expect([photo.getAttribute('width'), photo.getAttribute('height')]).toEqual(['900', '1200']);
  });

  it('draw an illustration at its own size, with no other widths', () => {
    renderWithProviders(<StoryArticle story={newWellStory()} />);
    const seedlings = screen.getByRole('img', { name: 'Seedlings' });
    expect(seedlings).not.toHaveAttribute('srcset');
    expect(seedlings).not.toHaveAttribute('sizes');
    expect([seedlings.getAttribute('width'), seedlings.getAttribute('height')]).toEqual([
      '800',
      '500',
    ]);
  });
});
