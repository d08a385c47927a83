import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { type RouteObject, useLocation, useRoutes } from 'react-router';
import { pageTitle } from '#shared/brand.ts';
import { Footer } from './components/layout/footer.tsx';
import { Header } from './components/layout/header.tsx';
import { ScrollManager } from './components/layout/scroll-manager.tsx';
import { SkipLink } from './components/layout/skip-link.tsx';
import { SessionProvider } from './features/auth/index.ts';
import { metaForPath } from './match-route.ts';
import { type AppRoute, notFoundRoute, routes } from './routes.tsx';

function RoutePage({ route }: { route: AppRoute }) {
  const { pathname } = useLocation();
  useEffect(() => {
    let current = true;
    void metaForPath(pathname).then((meta) => {
      if (current) document.title = pageTitle(meta.title);
    });
    return () => {
      current = false;
    };
  }, [pathname]);
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

export function App() {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1 } } }),
  );
  return (
    <QueryClientProvider client={queryClient}>
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
    </QueryClientProvider>
  );
}
