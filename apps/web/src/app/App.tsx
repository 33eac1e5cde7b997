import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, type RouterProviderProps } from 'react-router';
import { ApiError } from '../lib/http';
import { i18n } from '../lib/i18n';
import { SystemGate } from './SystemGate';

export type AppRouter = RouterProviderProps['router'];

/** One more try for a network or server failure; a refusal (4xx) will not change by asking again. */
function retryOnce(failures: number, error: unknown): boolean {
  const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return failures < 1 && !refused;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: retryOnce, refetchOnWindowFocus: true, staleTime: 30_000 },
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
