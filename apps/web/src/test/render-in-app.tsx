import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { App } from '../app/App';
import { RootShell } from '../app/RootShell';

/**
 * Renders one component inside the portal's providers (site, translations, query cache, the session
 * dialogs and toasts of the root shell), without a layout: for testing a page or card on its own. A test
 * may pass a query cache holding answers already, as a page finds it after a prefetch.
 */
export function renderInApp(
  element: ReactNode,
  path = '/',
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
) {
  const router = createMemoryRouter([{ element: <RootShell />, children: [{ path: '*', element }] }], {
    initialEntries: [path],
  });
  const view = render(<App routing={<RouterProvider router={router} />} queryClient={queryClient} />);
  return { ...view, router, queryClient };
}
