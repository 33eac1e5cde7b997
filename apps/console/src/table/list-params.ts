import type { SortingState } from '@tanstack/react-table';
import { useSearchParams } from 'react-router';
import type { ListQuery } from '../api';

/**
 * A list's filters, sort and page live in the URL (issue 25), so a view can be bookmarked, shared and reloaded. A
 * change of filter or sort goes back to the first page.
 */
export function useListParams(names: readonly string[]) {
  const [search, setSearch] = useSearchParams();
  const query: ListQuery = {};
  for (const name of [...names, 'sort', 'order', 'page']) {
    const value = search.get(name);
    if (value) query[name] = value;
  }
  const page = Math.max(1, Number(query.page ?? 1) || 1);
  const sorting: SortingState = query.sort ? [{ id: query.sort, desc: query.order === 'desc' }] : [];

  const update = (patch: Record<string, string | null>, keepPage = false) => {
    const next = new URLSearchParams(search);
    for (const [name, value] of Object.entries(patch)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    if (!keepPage && !('page' in patch)) next.delete('page');
    setSearch(next);
  };
  return {
    query,
    page,
    sorting,
    setFilters: (filters: Record<string, string>) =>
      update(Object.fromEntries(names.map((name) => [name, filters[name] ?? null]))),
    setSorting: (next: SortingState) =>
      update({ sort: next[0]?.id ?? null, order: next[0] ? (next[0].desc ? 'desc' : 'asc') : null }),
    setPage: (next: number) => update({ page: next > 1 ? String(next) : null }, true),
  };
}
