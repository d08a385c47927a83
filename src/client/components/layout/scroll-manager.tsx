import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
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
 * After each navigation: back/forward restore the saved position; a link with a hash goes to
 * its anchor (retrying while the page loads); anything else goes to the top.
 */
export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
  }, []);

  useEffect(() => {
    const key = location.key;
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
  }, [location.key]);

  useIsomorphicLayoutEffect(() => {
    const saved = readPositions()[location.key];
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
    if (navigationType !== 'POP') window.scrollTo({ top: 0, behavior: scrollBehavior() });
  }, [location.key, location.hash, navigationType]);

  return null;
}
