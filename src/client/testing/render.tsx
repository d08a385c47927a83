import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { PagePathContext } from '#client/lib/location.ts';
import { i18nFor } from '#shared/i18n/catalogs.ts';
import type { Locale } from '#shared/i18n/locale.ts';

interface Options {
  /** Data already in the query cache, as if loaded a moment ago. */
  queryData?: [QueryKey, unknown][];
  /** The page's language: English unless told. */
  locale?: Locale;
  /** The page's path: the language's Home unless told. */
  path?: string;
}

/** Renders `ui` with the providers an island's root gives it: language, path and query client. */
export function renderWithProviders(
  ui: ReactNode,
  { queryData = [], locale = 'en', path = locale === 'sv' ? '/sv' : '/' }: Options = {},
) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  for (const [key, data] of queryData) client.setQueryData(key, data);
  const result = render(
    <I18nProvider i18n={i18nFor(locale)}>
      <QueryClientProvider client={client}>
        <PagePathContext value={path}>{ui}</PagePathContext>
      </QueryClientProvider>
    </I18nProvider>,
  );
  return { client, ...result };
}
