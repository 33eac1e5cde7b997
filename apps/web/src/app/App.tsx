import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, type RouterProviderProps } from 'react-router';
import { i18n } from '../lib/i18n';
import { SystemGate } from './SystemGate';

export type AppRouter = RouterProviderProps['router'];

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: true, staleTime: 30_000 },
    },
  });
}

/** The portal: server-state cache, translations, the system gate (status, site), then the routes. */
export function App({ router, queryClient }: { router: AppRouter; queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <SystemGate>
          <RouterProvider router={router} />
        </SystemGate>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
