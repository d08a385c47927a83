import { useCallback } from 'react';
import { navigate, usePathname } from '#client/lib/location.ts';
import { splitLocalePath } from '#shared/i18n/locale.ts';
import { useLocalizedPath } from '../../lib/i18n/use-locale.ts';
import { scrollToIdWithRetry } from '../../lib/scroll.ts';

export const DONATE_ID = 'donate';

/** Donate now: scrolls to Home's donate section, going to Home first when elsewhere. */
export function useDonateNavigation(): () => void {
  const pathname = usePathname();
  const localized = useLocalizedPath();
  return useCallback(() => {
    const home = localized('/');
    if (splitLocalePath(pathname).path === '/') {
      window.history.replaceState(window.history.state, '', `${home}#${DONATE_ID}`);
      scrollToIdWithRetry(DONATE_ID, { retries: 10, intervalMs: 100, initialDelayMs: 0 });
      return;
    }
    navigate(`${home}#${DONATE_ID}`);
  }, [pathname, localized]);
}
