import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListQuery, Page } from '../api';
import { useConsole } from '../console-context';
import { usePagedList } from '../table/paged-list';
import { cashierApi } from './cashier-api';

/** The URL's `status` means the queue: none is what waits (pending), `all` is every status. */
export const anyStatus = 'all';

/** The list call's query from the URL's: the status (pending unless another is chosen) and the page. */
export function queueQuery(query: ListQuery): ListQuery {
  const status = query.status || 'pending';
  return {
    ...(query.page ? { page: query.page } : {}),
    ...(status === anyStatus ? {} : { status }),
  };
}

/**
 * A cashier queue (deposits or withdrawals): its status and page in the URL, read page by page from the server,
 * and a decided row put in place at once with the server's answer (the list is read again on the next visit).
 */
export function useQueue<T extends { id: string }>(
  name: 'deposits' | 'withdrawals',
  read: (q: ListQuery) => Promise<Page<T>>,
) {
  const paged = usePagedList(['status'], ['cashier', name], read, queueQuery);
  const queries = useQueryClient();
  const replace = (row: T) => {
    queries.setQueryData<Page<T>>(paged.queryKey, (page) =>
      page ? { ...page, items: page.items.map((item) => (item.id === row.id ? row : item)) } : page,
    );
    void queries.invalidateQueries({ queryKey: ['cashier', name], refetchType: 'none' });
  };
  const reload = () => queries.invalidateQueries({ queryKey: ['cashier', name] });
  return { ...paged, replace, reload };
}
/** A queue as its page hands it to QueueTable. */
export type Queue<T extends { id: string }> = ReturnType<typeof useQueue<T>>;

/** The currency of the console's site, read once. */
export function useCurrency() {
  const { self } = useConsole();
  return useQuery({
    queryKey: ['currency', self.site.code],
    queryFn: () => cashierApi.currency(self.site.code),
    staleTime: Number.POSITIVE_INFINITY,
  }).data;
}
