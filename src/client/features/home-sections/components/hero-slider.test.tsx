import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { preferReducedMotion } from '#client/testing/media.ts';
import { renderWithProviders } from '#client/testing/render.tsx';
import { HeroSlider } from './hero-slider.tsx';

const current = () => screen.getByRole('button', { current: true }).getAttribute('aria-label');
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const carousel = () => screen.getByRole('region', { name: 'Highlights' });
const slides = () => carousel().querySelector('[aria-live]')!;

function show() {
  renderWithProviders(<HeroSlider />);
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Hero slider', () => {
  it('has the four slides, as an accessible carousel, in the page from the start', () => {
    show();
    expect(carousel()).toHaveAttribute('aria-roledescription', 'carousel');
    const groups = screen.getAllByRole('group');
    expect(groups.map((group) => group.getAttribute('aria-label'))).toEqual([
      '1 of 4',
      '2 of 4',
      '3 of 4',
      '4 of 4',
    ]);
    expect(groups.map((group) => group.querySelector('h2')?.textContent)).toEqual([
      'Empowering Communities',
      'Building Faith',
      'Creating Opportunities',
      'Making a Difference',
    ]);
    // Only the shown slide can be reached; the others are inert.
    expect(groups.map((group) => group.hasAttribute('inert'))).toEqual([false, true, true, true]);
  });

  it('rotates every 7 seconds with its live region off, and restarts after manual navigation', () => {
    show();
    expect(slides()).toHaveAttribute('aria-live', 'off');
    advance(6999);
    expect(current()).toBe('Slide 1: Empowering Communities');
    advance(1);
    expect(current()).toBe('Slide 2: Building Faith');

    advance(4000);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Previous slide' }));
    expect(current()).toBe('Slide 1: Empowering Communities');
    advance(6999);
    expect(current()).toBe('Slide 1: Empowering Communities');
    advance(1);
    expect(current()).toBe('Slide 2: Building Faith');
  });

  it('moves with the buttons and the arrow keys, wrapping at both ends', () => {
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(current()).toBe('Slide 4: Making a Difference');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(current()).toBe('Slide 1: Empowering Communities');
    fireEvent.keyDown(carousel(), { key: 'ArrowRight' });
    fireEvent.keyDown(carousel(), { key: 'ArrowRight' });
    expect(current()).toBe('Slide 3: Creating Opportunities');
    fireEvent.keyDown(carousel(), { key: 'ArrowLeft' });
    expect(current()).toBe('Slide 2: Building Faith');
    fireEvent.click(screen.getByRole('button', { name: 'Slide 4: Making a Difference' }));
    expect(current()).toBe('Slide 4: Making a Difference');
  });

  it('follows swipes longer than 50 px only', () => {
    show();
    const swipe = (from: number, to: number) => {
      fireEvent.touchStart(carousel(), { touches: [{ clientX: from }] });
      fireEvent.touchEnd(carousel(), { changedTouches: [{ clientX: to }] });
    };
    swipe(200, 150);
    expect(current()).toBe('Slide 1: Empowering Communities');
    swipe(200, 149);
    expect(current()).toBe('Slide 2: Building Faith');
    swipe(100, 151);
    expect(current()).toBe('Slide 1: Empowering Communities');
  });

  it('pauses while focused, and announces slides while paused', () => {
    show();
    act(() => screen.getByRole('button', { name: 'Next slide' }).focus());
    expect(slides()).toHaveAttribute('aria-live', 'polite');
    advance(30_000);
    expect(current()).toBe('Slide 1: Empowering Communities');
    act(() => screen.getByRole('button', { name: 'Next slide' }).blur());
    advance(7000);
    expect(current()).toBe('Slide 2: Building Faith');
  });

  it('never rotates under reduced motion', () => {
    preferReducedMotion();
    show();
    advance(30_000);
    expect(current()).toBe('Slide 1: Empowering Communities');
    expect(slides()).toHaveAttribute('aria-live', 'polite');
    expect(screen.queryByRole('button', { name: /automatic slides/ })).toBeNull();
  });

  it('speaks Swedish on a Swedish page, and its buttons lead to Swedish pages', () => {
    renderWithProviders(<HeroSlider />, { locale: 'sv' });
    const highlights = screen.getByRole('region', { name: 'Höjdpunkter' });
    expect(screen.getAllByRole('group')[0]).toHaveAttribute('aria-label', '1 av 4');
    expect(current()).toBe('Bild 1: Starkare lokalsamhällen');
    fireEvent.click(screen.getByRole('button', { name: 'Nästa bild' }));
    expect(current()).toBe('Bild 2: Tro som växer');
    expect(highlights.querySelector('a[href="/sv/our-work"]')).toHaveTextContent('Vårt arbete');
  });
});
