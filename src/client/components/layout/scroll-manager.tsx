import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from '#client/lib/router.tsx';
import { scrollBehavior, scrollToIdWithRetry } from '../../lib/scroll.ts';

const STORAGE_KEY = 'scroll-positions';
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

function savePosition(key: string, y: number) {
  try {
    const positions = readPositions();
    positions[key] = y;
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // No storage: back/forward simply go to the top.
  }
}

/**
 * Where a history entry's position is kept. The first entry of every page load has the key
 * 'default', so it is told apart by its address: another page's position is never its own.
 */
function positionKey(location: { key: string; pathname: string; search: string }): string {
  return location.key === 'default'
    ? `default:${location.pathname}${location.search}`
    : location.key;
}

/**
 * True for a page opened afresh (an address typed, a link from an e-mail): it opens at its
 * top. Only back, forward and reload come back to a kept position.
 */
function openedAfresh(): boolean {
  const entries = performance.getEntriesByType?.('navigation') ?? [];
  return (entries[0] as PerformanceNavigationTiming | undefined)?.type === 'navigate';
}

let firstRender = true;

/**
 * After each navigation: back/forward restore the saved position; a link with a hash goes to
 * its anchor (retrying while the page loads); anything else goes to the top.
 */
export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
  }, []);

  // Moved to the new entry as the new location is committed, before the scroll below starts:
  // the old entry keeps the position it was left at, not one of the scroll to the top.
  useIsomorphicLayoutEffect(() => {
    const key = positionKey(location);
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => savePosition(key, window.scrollY));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [location]);

  useIsomorphicLayoutEffect(() => {
    const fresh = firstRender && openedAfresh();
    firstRender = false;
    const saved = fresh ? undefined : readPositions()[positionKey(location)];
    if (navigationType === 'POP' && saved !== undefined) {
      window.scrollTo({ top: saved, behavior: 'auto' });
      return;
    }
    if (location.hash.length > 1) {
      return scrollToIdWithRetry(decodeURIComponent(location.hash.slice(1)), {
        retries: 10,
        intervalMs: 100,
        initialDelayMs: 100,
      });
    }
    if (navigationType !== 'POP' || fresh) window.scrollTo({ top: 0, behavior: scrollBehavior() });
  }, [location, navigationType]);

  return null;
}
