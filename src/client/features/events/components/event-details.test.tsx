import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, session } from '#client/testing/mock-api.ts';
import { renderWithProviders } from '#client/testing/render.tsx';
import { fixtureWalk } from '../lib/events.fixture.ts';
import { EventDetails } from './event-details.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('EventDetails', () => {
  it('offers tickets for an event to come', () => {
    mockApi(session(false));
    renderWithProviders(<EventDetails event={fixtureWalk} />);
    expect(screen.getByRole('heading', { name: 'Tickets' })).toBeInTheDocument();
    expect(screen.getByText('8 platser kvar')).toBeInTheDocument();
  });

  it('says a past event has taken place, with no ticket selector or spots', () => {
    mockApi(session(false));
    renderWithProviders(<EventDetails event={{ ...fixtureWalk, past: true }} />);
    expect(screen.getByRole('heading', { name: 'This event has taken place' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Tickets' })).not.toBeInTheDocument();
    expect(screen.queryByText('8 platser kvar')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the events coming up' })).toHaveAttribute(
      'href',
      '/events',
    );
  });

  it('draws an uploaded photo from the width the screen needs, first of all the pictures', () => {
    mockApi(session(false));
    const imageSrcset = '/uploads/abc-320.webp 320w, /uploads/abc-640.webp 640w';
    const { container } = renderWithProviders(
      <EventDetails event={{ ...fixtureWalk, image: '/uploads/abc-640.webp', imageSrcset }} />,
    );
    const hero = container.querySelector('img');
    expect(hero).toHaveAttribute('srcset', imageSrcset);
    expect(hero).toHaveAttribute('sizes', expect.stringContaining('100vw'));
    expect(hero).toHaveAttribute('fetchpriority', 'high');
  });

  it('draws a built-in picture as it is', () => {
    mockApi(session(false));
    const { container } = renderWithProviders(<EventDetails event={fixtureWalk} />);
    expect(container.querySelector('img')).not.toHaveAttribute('srcset');
    expect(container.querySelector('img')).not.toHaveAttribute('sizes');
  });

  it('speaks Swedish on a Swedish page, over several days too', () => {
    mockApi(session(false));
    const retreat = { ...fixtureWalk, endDate: '2027-06-13', past: true };
    renderWithProviders(<EventDetails event={retreat} />, { locale: 'sv' });
    expect(screen.getByText('När')).toBeInTheDocument();
    expect(screen.getByText('12 juni 2027 kl. 11:00 – 13 juni 2027 kl. 15:00')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Evenemanget har redan ägt rum' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Se kommande evenemang' })).toHaveAttribute(
      'href',
      '/sv/events',
    );
  });
});
