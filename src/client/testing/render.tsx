import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SessionProvider } from '#client/features/auth/index.ts';
import { MemoryRouter } from '#client/lib/router.tsx';
import { i18nFor } from '#shared/i18n/catalogs.ts';
import type { Locale } from '#shared/i18n/locale.ts';

interface Options {
  /** Data already in the query cache, as if loaded a moment ago. */
  queryData?: [QueryKey, unknown][];
  /** The page's language: English unless told. */
  locale?: Locale;
}

/** Renders `ui` with the providers the app gives it: language, router, query client and session. */
export function renderWithProviders(
  ui: ReactNode,
  { queryData = [], locale = 'en' }: Options = {},
) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  for (const [key, data] of queryData) client.setQueryData(key, data);
  const result = render(
    <I18nProvider i18n={i18nFor(locale)}>
      <QueryClientProvider client={client}>
        <MemoryRouter location={locale === 'sv' ? '/sv' : '/'}>
          <SessionProvider>{ui}</SessionProvider>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>,
  );
  return { client, ...result };
}
