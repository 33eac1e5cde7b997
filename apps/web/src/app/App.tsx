import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ApiError } from '../lib/http';
import { i18n } from '../lib/i18n';
import { SystemGate } from './SystemGate';

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

/**
 * The portal: server-state cache, translations, the system gate (status, site), then the routes.
 * `routing` renders the routes: in the browser a <BrowserRouter> over app/routes (main.tsx), in tests a
 * memory router. The browser does not use React Router's data APIs (loaders, actions, fetchers), so it
 * leaves out their code: about 16 KB of the first load (issue 5's 170 KB budget).
 */
export function App({ routing, queryClient }: { routing: ReactNode; queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <SystemGate>{routing}</SystemGate>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
