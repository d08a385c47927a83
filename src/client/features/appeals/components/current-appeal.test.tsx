import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testAppeal } from '#client/testing/appeals.ts';
import { renderWithProviders } from '#client/testing/render.tsx';
import { currentAppealsQuery } from '../api/appeals-api.ts';
import { CurrentAppeal } from './current-appeal.tsx';

describe("Home's current appeal", () => {
  it('shows the first running appeal with its progress and a link to its page', () => {
    renderWithProviders(<CurrentAppeal />, {
      queryData: [[currentAppealsQuery.queryKey, [testAppeal]]],
      locale: 'sv',
    });
    expect(screen.getByRole('heading', { name: 'A well for Kamenge' })).toHaveAttribute(
      'lang',
      'en',
    );
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '12500');
    expect(screen.getByRole('link', { name: 'Läs mer och ge' })).toHaveAttribute(
      'href',
      '/sv/appeals/a-well-for-kamenge',
    );
  });

  it('shows nothing when no appeal runs', () => {
    const { container } = renderWithProviders(<CurrentAppeal />, {
      queryData: [[currentAppealsQuery.queryKey, []]],
    });
    expect(container).toBeEmptyDOMElement();
  });
});
