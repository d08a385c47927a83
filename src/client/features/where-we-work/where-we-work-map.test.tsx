import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders as render } from '#client/testing/render.tsx';
import { WhereWeWorkMap } from './where-we-work-map.tsx';

const countries = ['Sweden', 'Burundi', 'Rwanda', 'Democratic Republic of the Congo'];

describe('WhereWeWorkMap', () => {
  it('shows no tooltip until a country is pointed at or focused', () => {
    render(<WhereWeWorkMap />);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('names each highlighted country as text and as a labelled shape on the map', () => {
    render(<WhereWeWorkMap />);
    for (const name of countries) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
      expect(screen.getByRole('img', { name })).toHaveAttribute('tabindex', '0');
    }
  });

  it('shows the country name in a tooltip on hover and hides it when the pointer leaves', async () => {
    const user = userEvent.setup();
    render(<WhereWeWorkMap />);

    await user.hover(screen.getByRole('img', { name: 'Rwanda' }));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Rwanda');

    await user.unhover(screen.getByRole('img', { name: 'Rwanda' }));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows the country name in a tooltip on keyboard focus, following the Tab key', async () => {
    const user = userEvent.setup();
    render(<WhereWeWorkMap />);

    await user.tab();
    expect(screen.getByRole('img', { name: 'Sweden' })).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Sweden');

    await user.tab();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Burundi');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('hides the tooltip when focus leaves the map', async () => {
    const user = userEvent.setup();
    render(<WhereWeWorkMap />);

    screen.getByRole('img', { name: 'Democratic Republic of the Congo' }).focus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Democratic Republic of the Congo',
    );
    await user.click(document.body);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('names the countries in Swedish on a Swedish page', async () => {
    const user = userEvent.setup();
    render(<WhereWeWorkMap />, { locale: 'sv' });
    for (const name of ['Sverige', 'Burundi', 'Rwanda', 'Demokratiska republiken Kongo']) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
    await user.hover(screen.getByRole('img', { name: 'Sverige' }));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Sverige');
  });
});
