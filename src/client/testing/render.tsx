import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { SessionProvider } from '#client/features/auth/index.ts';

interface Options {
  /** Data already in the query cache, as if loaded a moment ago. */
  queryData?: [QueryKey, unknown][];
}

/** Renders `ui` with the providers the app gives it: router, query client and session. */
export function renderWithProviders(ui: ReactNode, { queryData = [] }: Options = {}) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  for (const [key, data] of queryData) client.setQueryData(key, data);
  const result = render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SessionProvider>{ui}</SessionProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { client, ...result };
}
