import { useCallback, useState } from 'react';

/** Records per page of the member centre's lists. */
export const listPageSize = 20;

/**
 * The filter and page of a paged list, kept together so that a new filter always starts again at
 * page 1 (page 3 of the old filter may not exist in the new one).
 */
export function usePagedFilter<F>(initial: F | (() => F), pageSize = listPageSize) {
  const [state, setState] = useState(() => ({
    filter: typeof initial === 'function' ? (initial as () => F)() : initial,
    page: 1,
  }));
  const setFilter = useCallback((filter: F) => setState({ filter, page: 1 }), []);
  const setPage = useCallback((page: number) => setState((current) => ({ ...current, page })), []);
  return { filter: state.filter, page: state.page, pageSize, setFilter, setPage };
}
