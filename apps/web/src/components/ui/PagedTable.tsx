import type { UseQueryResult } from '@tanstack/react-query';
import { type Column, DataTable } from './DataTable';
import { type PageData, PagedView } from './QueryView';

/** A paged list of records shown as a table (cards on a phone), with every loading state and the pager. */
export function PagedTable<T>({
  query,
  empty,
  onPage,
  caption,
  columns,
  rowKey,
  busy,
}: {
  query: UseQueryResult<PageData<T>>;
  empty: { title: string; text?: string };
  onPage: (page: number) => void;
  caption: string;
  columns: Column<T>[];
  rowKey: (row: T) => string;
  busy?: boolean;
}) {
  return (
    <PagedView query={query} empty={empty} onPage={onPage} busy={busy}>
      {(items) => <DataTable caption={caption} columns={columns} rows={items} rowKey={rowKey} />}
    </PagedView>
  );
}
