import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { type ReactNode, StrictMode, useEffect } from 'react';
import { PagePathContext } from '#client/lib/location.ts';
import { RenderTimeContext } from '#client/lib/render-time.ts';

export interface IslandContextValues {
  i18n: I18n;
  /** The page's path ('/sv/events'). */
  pathname: string;
  /** When the page's data was rendered (data islands). */
  renderedAt?: number | undefined;
}

/** Calls `onHydrated` once the island's first render is on the screen (browser only). */
function Hydrated({ onHydrated }: { onHydrated(): void }) {
  useEffect(onHydrated, [onHydrated]);
  return null;
}

/**
 * What one island's root gives its component: the page's language, its path and the time its
 * data was rendered; a data island's query client comes inside (query-root.tsx). The server and
 * the browser render exactly this tree.
 */
export function IslandRoot({
  i18n,
  pathname,
  renderedAt,
  onHydrated,
  children,
}: IslandContextValues & { onHydrated?: () => void; children: ReactNode }) {
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <PagePathContext value={pathname}>
          <RenderTimeContext value={renderedAt}>{children}</RenderTimeContext>
        </PagePathContext>
      </I18nProvider>
      {onHydrated && <Hydrated onHydrated={onHydrated} />}
    </StrictMode>
  );
}
