import { I18nProvider } from '@lingui/react';
import { act, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { preferReducedMotion } from '#client/testing/media.ts';
import { renderWithProviders as render } from '#client/testing/render.tsx';
import { i18nFor } from '#shared/i18n/catalogs.ts';
import { ImpactCounters } from './impact-counters.tsx';

/** Scrolls every observed counter into view. */
let observed: (() => void)[] = [];
const reveal = () => {
  for (const show of observed) show();
};
class FakeIntersectionObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe() {
    observed.push(() =>
      this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as never),
    );
  }
  disconnect() {}
}

const shown = () =>
  screen.getAllByRole('listitem').map((item) => item.querySelector('[aria-hidden]')?.textContent);

beforeEach(() => {
  observed = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Impact counters', () => {
  it('have their final numbers in the server-rendered HTML', () => {
    const html = renderToString(
      <I18nProvider i18n={i18nFor('en')}>
        <ImpactCounters churchPartners={1} />
      </I18nProvider>,
    );
    expect(html).toContain('1,200');
    expect(html).toContain('300');
    expect(html).toMatch(/>1<\/span>/);
    expect(html).toContain('Families Served');
    expect(html).toContain('Volunteers Trained');
    expect(html).toContain('Church Partners');
  });

  it('count up from 0 in 20 ms ticks of a hundredth once visible', () => {
    render(<ImpactCounters churchPartners={4} />);
    expect(shown()).toEqual(['1,200', '300', '4']);

    act(() => reveal());
    expect(shown()).toEqual(['0', '0', '0']);
    act(() => vi.advanceTimersByTime(20));
    expect(shown()).toEqual(['12', '3', '0']);
    act(() => vi.advanceTimersByTime(20 * 49));
    expect(shown()).toEqual(['600', '150', '2']);
    act(() => vi.advanceTimersByTime(20 * 50));
    expect(shown()).toEqual(['1,200', '300', '4']);
    act(() => vi.advanceTimersByTime(1000));
    expect(shown()).toEqual(['1,200', '300', '4']);
  });

  it('keep the final numbers for screen readers while counting', () => {
    render(<ImpactCounters churchPartners={4} />);
    act(() => reveal());
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('1,200 Families Served');
  });

  it('stay at their final numbers under reduced motion', () => {
    preferReducedMotion();
    render(<ImpactCounters churchPartners={4} />);
    act(() => reveal());
    act(() => vi.advanceTimersByTime(2000));
    expect(shown()).toEqual(['1,200', '300', '4']);
  });

  it('are in Swedish on a Swedish page, with Swedish number spacing', () => {
    render(<ImpactCounters churchPartners={4} />, { locale: 'sv' });
    expect(screen.getByRole('heading', { name: 'Arbetet i siffror' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent(/1\s200 Familjer som fått stöd/);
  });
});
