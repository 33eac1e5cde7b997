import { type ColumnDef, flexRender, getCoreRowModel, type SortingState, useReactTable } from '@tanstack/react-table';
import { useState } from 'react';
import type { Page } from '../api';
import { useConsole } from '../console-context';
import { Failure } from '../Field';
import { fill } from '../strings';
import { csvOf, downloadCsv } from './csv';

interface DataTableProps<T> {
  caption: string;
  columns: ColumnDef<T>[];
  page: Page<T> | undefined;
  loading: boolean;
  failure: string | null;
  onRetry: () => void;
  sorting?: SortingState;
  onSorting?: (next: SortingState) => void;
  onPage: (page: number) => void;
  /** Every row of the current filters (all pages), and how a row reads in the file. */
  csv: { fileName: string; header: string[]; rows: () => Promise<T[]>; row: (item: T) => unknown[] };
}

/**
 * A list of the operator API in a TanStack table: sorting and paging happen on the server (the URL holds them), the
 * CSV export reads every page of the same filters. Loading, empty and failed states each say so.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { t } = useConsole();
  const [exporting, setExporting] = useState(false);
  const [exportFailure, setExportFailure] = useState<string | null>(null);
  const sorting = props.sorting ?? [];
  const table = useReactTable({
    data: props.page?.items ?? [],
    columns: props.columns,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    enableSorting: Boolean(props.onSorting),
    enableSortingRemoval: false,
    state: { sorting },
    onSortingChange: (updater) => props.onSorting?.(typeof updater === 'function' ? updater(sorting) : updater),
  });
  const pages = props.page ? Math.max(1, Math.ceil(props.page.total / props.page.pageSize)) : 1;
  const current = props.page?.page ?? 1;

  const exportCsv = async () => {
    setExporting(true);
    setExportFailure(null);
    try {
      const rows = await props.csv.rows();
      downloadCsv(props.csv.fileName, csvOf(props.csv.header, rows.map(props.csv.row)));
    } catch {
      setExportFailure(t.errors.NETWORK ?? null);
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="data-table">
      {/* Wide tables scroll sideways on a phone: the region takes the keyboard's focus to scroll. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <section className="data-table__scroll" aria-label={props.caption} tabIndex={0}>
        <table aria-busy={props.loading}>
          <caption className="visually-hidden">{props.caption}</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const label = flexRender(header.column.columnDef.header, header.getContext());
                  const sorted = header.column.getIsSorted();
                  return (
                    <th
                      key={header.id}
                      aria-sort={sorted ? (sorted === 'desc' ? 'descending' : 'ascending') : undefined}
                    >
                      {header.column.getCanSort() ? (
                        <button
                          type="button"
                          className="sort"
                          aria-label={fill(t.table.sortBy, { column: String(header.column.columnDef.header) })}
                          onClick={header.column.getToggleSortingHandler()}
                        >
                          {label}
                          <span aria-hidden="true">{sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ' ↕'}</span>
                        </button>
                      ) : (
                        label
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id}>
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        {props.loading && !props.page && (
          <p className="data-table__state" role="status">
            {t.table.loading}
          </p>
        )}
        {props.page && props.page.items.length === 0 && <p className="data-table__state">{t.table.empty}</p>}
      </section>
      {props.failure && (
        <div className="data-table__failure">
          <Failure message={props.failure} />
          <button type="button" onClick={props.onRetry}>
            {t.table.retry}
          </button>
        </div>
      )}
      <div className="data-table__foot">
        <span className="muted">{fill(t.table.pageOf, { page: current, pages, total: props.page?.total ?? 0 })}</span>
        <div className="data-table__actions">
          <button type="button" disabled={current <= 1} onClick={() => props.onPage(current - 1)}>
            {t.table.previous}
          </button>
          <button type="button" disabled={current >= pages} onClick={() => props.onPage(current + 1)}>
            {t.table.next}
          </button>
          <button type="button" disabled={exporting || !props.page?.total} onClick={() => void exportCsv()}>
            {exporting ? t.table.exporting : t.table.exportCsv}
          </button>
        </div>
      </div>
      <Failure message={exportFailure} />
    </div>
  );
}

/** Every page of a list call, for the CSV: up to `limit` rows, read `pageSize` at a time. */
export async function allPages<T>(read: (page: number) => Promise<Page<T>>, limit = 20_000): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await read(page);
    rows.push(...answer.items);
    if (answer.items.length === 0 || rows.length >= Math.min(answer.total, limit)) return rows.slice(0, limit);
  }
}
