import type { ListQuery, Page } from '../api';
import { useApiQuery } from '../query';
import { allPages } from './DataTable';
import { useListParams } from './list-params';

/**
 * A server-paged list behind a FilterBar and a DataTable: its filters, sort and page in the URL, the call's query
 * made from them (`toCall`: a page's defaults or the API's shape of a filter), that page read under `key` and the
 * call's query, and every page of the same call for the CSV. `filters` and `table` spread into the two components,
 * so each list page wires them the one way.
 */
export function usePagedList<T>(
  names: readonly string[],
  key: readonly unknown[],
  read: (query: ListQuery) => Promise<Page<T>>,
  toCall: (query: ListQuery) => ListQuery = (query) => query,
) {
  const list = useListParams(names);
  const call = toCall(list.query);
  const queryKey = [...key, call];
  const rows = useApiQuery(queryKey, () => read(call));
  return {
    list,
    call,
    queryKey,
    rows,
    filters: { values: list.query, onApply: list.setFilters },
    table: {
      page: rows.data,
      loading: rows.isFetching,
      failure: rows.failure,
      onRetry: () => void rows.refetch(),
      onPage: list.setPage,
    },
    /** The CSV's rows: every page of the call, `pageSize` at a time (the server's limit for that list). */
    everyPage: (pageSize = 100) =>
      allPages((page) => read({ ...call, page: String(page), pageSize: String(pageSize) })),
  };
}
