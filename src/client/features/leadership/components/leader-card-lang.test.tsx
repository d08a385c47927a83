import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#client/testing/render.tsx';
import type { Leader } from '#shared/schemas/content.ts';
import { LeaderCard } from './leader-card.tsx';

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

describe('a leader in the page language', () => {
  it('marks an English bio lang="en" on a Swedish page, and not the name', () => {
    renderWithProviders(<LeaderCard leader={leader} />, { locale: 'sv' });
    expect(screen.getByText('Agronomist.')).toHaveAttribute('lang', 'en');
    // The person's name is no translation: it carries no mark.
    expect(screen.getByRole('heading', { name: 'Amos' })).not.toHaveAttribute('lang');
  });
});
