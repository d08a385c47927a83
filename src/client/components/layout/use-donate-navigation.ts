import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { scrollToIdWithRetry } from '../../lib/scroll.ts';

export const DONATE_ID = 'donate';

/** Donate now: scrolls to Home's donate section, going to Home first when elsewhere. */
export function useDonateNavigation(): () => void {
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(() => {
    if (location.pathname === '/') {
      window.history.replaceState(window.history.state, '', `/#${DONATE_ID}`);
      scrollToIdWithRetry(DONATE_ID, { retries: 10, intervalMs: 100, initialDelayMs: 0 });
      return;
    }
    navigate(`/#${DONATE_ID}`);
  }, [location.pathname, navigate]);
}
