import type { I18n } from '@lingui/core';
import { I18nProvider, useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import {
  HydrationBoundary,
  QueryClient,
  QueryClientProvider,
  useQueryClient,
} from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { parseInEitherLanguage, Route, Router, Switch, useLocation } from '#client/lib/router.tsx';
import { pageTitle } from '#shared/brand.ts';
import { localeOfPath } from '#shared/i18n/locale.ts';
import { Footer } from './components/layout/footer.tsx';
import { Header } from './components/layout/header.tsx';
import { LanguageOffer } from './components/layout/language-offer.tsx';
import { ScrollManager } from './components/layout/scroll-manager.tsx';
import { SkipLink } from './components/layout/skip-link.tsx';
import { SessionProvider } from './features/auth/index.ts';
import { HydrateLater } from './lib/hydrate-later.tsx';
import { activateLocale } from './lib/i18n/catalog.ts';
import type { ServedData } from './lib/page-data.ts';
import { loadPageQuery } from './lib/page-query.ts';
import { RenderTimeContext } from './lib/render-time.ts';
import { metaForPath } from './match-route.ts';
import { OfflineNote } from './offline/offline-note.tsx';
import { type AppRoute, notFoundRoute, routes } from './routes.tsx';

function RoutePage({ route }: { route: AppRoute }) {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const { i18n } = useLingui();
  useEffect(() => {
    let current = true;
    metaForPath(
      pathname,
      (query) =>
        queryClient.ensureQueryData({
          queryKey: query.queryKey,
          queryFn: () => loadPageQuery(query),
        }),
      i18n,
    )
      .then((meta) => {
        if (current) document.title = pageTitle(meta.title);
      })
      // The page itself shows why its data is missing; the title stays the route's.
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [pathname, queryClient, i18n]);
  return route.loading ? (
    <Suspense fallback={route.loading}>
      <route.page />
    </Suspense>
  ) : (
    <route.page />
  );
}

/**
 * In the browser, the language follows the path: a link into the other language loads that
 * catalog and re-renders in it (the first render already has the page's own, see entry-client).
 */
function LocaleFollowsPath() {
  const locale = localeOfPath(useLocation().pathname);
  useEffect(() => {
    document.documentElement.lang = locale;
    void activateLocale(locale);
  }, [locale]);
  return null;
}

/** The page of the path, in either language ('/events' and '/sv/events'; see match-route). */
function PageRoutes() {
  return (
    <Router parser={parseInEitherLanguage}>
      <Switch>
        {routes.map((route) => (
          <Route key={route.path} path={route.path}>
            <RoutePage route={route} />
          </Route>
        ))}
        <Route path={notFoundRoute.path}>
          <RoutePage route={notFoundRoute} />
        </Route>
      </Switch>
    </Router>
  );
}

/**
 * `served`: the data the server rendered the page with, to hydrate from. `i18n`: the page's
 * language, already loaded (the browser's global instance, or the server's one for the page).
 */
export function App({ served, i18n }: { served?: ServedData | undefined; i18n: I18n }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1 } } }),
  );
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <HydrationBoundary state={served?.state}>
          <RenderTimeContext value={served?.renderedAt}>
            <SessionProvider>
              <ScrollManager />
              <LocaleFollowsPath />
              <SkipLink />
              <LanguageOffer />
              <OfflineNote />
              <HydrateLater>
                <Header />
              </HydrateLater>
              <HydrateLater>
                <main id="main" tabIndex={-1}>
                  <Suspense
                    fallback={
                      <p className="container page-loading">
                        <Trans>Loading…</Trans>
                      </p>
                    }
                  >
                    <PageRoutes />
                  </Suspense>
                </main>
              </HydrateLater>
              <HydrateLater>
                <Footer />
              </HydrateLater>
            </SessionProvider>
          </RenderTimeContext>
        </HydrationBoundary>
      </QueryClientProvider>
    </I18nProvider>
  );
}
