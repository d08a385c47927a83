import {
  HydrationBoundary,
  QueryClient,
  QueryClientProvider,
  useQueryClient,
} from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { type RouteObject, useLocation, useRoutes } from 'react-router';
import { pageTitle } from '#shared/brand.ts';
import { Footer } from './components/layout/footer.tsx';
import { Header } from './components/layout/header.tsx';
import { ScrollManager } from './components/layout/scroll-manager.tsx';
import { SkipLink } from './components/layout/skip-link.tsx';
import { SessionProvider } from './features/auth/index.ts';
import type { ServedData } from './lib/page-data.ts';
import { loadPageQuery } from './lib/page-query.ts';
import { RenderTimeContext } from './lib/render-time.ts';
import { metaForPath } from './match-route.ts';
import { type AppRoute, notFoundRoute, routes } from './routes.tsx';

function RoutePage({ route }: { route: AppRoute }) {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  useEffect(() => {
    let current = true;
    void metaForPath(pathname, (query) =>
      queryClient.ensureQueryData({
        queryKey: query.queryKey,
        queryFn: () => loadPageQuery(query),
      }),
    ).then((meta) => {
      if (current) document.title = pageTitle(meta.title);
    });
    return () => {
      current = false;
    };
  }, [pathname, queryClient]);
  return route.loading ? (
    <Suspense fallback={route.loading}>
      <route.page />
    </Suspense>
  ) : (
    <route.page />
  );
}

const routeObjects: RouteObject[] = [...routes, notFoundRoute].map((route) => ({
  path: route.path,
  element: <RoutePage route={route} />,
}));

function PageRoutes() {
  return useRoutes(routeObjects);
}

/** `served`: the data the server rendered the page with, to hydrate from. */
export function App({ served }: { served?: ServedData | undefined }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1 } } }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <HydrationBoundary state={served?.state}>
        <RenderTimeContext value={served?.renderedAt}>
          <SessionProvider>
            <ScrollManager />
            <SkipLink />
            <Header />
            <main id="main" tabIndex={-1}>
              <Suspense fallback={<p className="container page-loading">Loading…</p>}>
                <PageRoutes />
              </Suspense>
            </main>
            <Footer />
          </SessionProvider>
        </RenderTimeContext>
      </HydrationBoundary>
    </QueryClientProvider>
  );
}
