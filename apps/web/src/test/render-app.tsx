import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { App, createQueryClient } from '../app/App';
import { routes } from '../app/routes';

/**
 * Renders the whole portal at a path, as the browser would, with fetch stubbed by the caller. The cache
 * refetches whatever a page shows by default; `browserCache` uses the browser's own client instead, to
 * test what its freshness rules keep.
 */
export function renderApp(path = '/', { browserCache = false } = {}) {
  const queryClient = browserCache
    ? createQueryClient()
    : new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(<App routing={<RouterProvider router={router} />} queryClient={queryClient} />);
  return { ...view, router, queryClient };
}
