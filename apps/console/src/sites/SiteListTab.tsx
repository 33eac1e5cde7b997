import type { QueryKey } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { useApiQuery } from '../query';
import { DataTable } from '../table/DataTable';
import { onePage } from './site-lists-api';
import './site-lists.css';

/**
 * The frame of a site's list tab (domains, links, service channels): its intro, then the whole list as one table
 * page with its CSV, then what the tab adds below (its form). The lists are short, so there is no paging.
 */
export function SiteListTab<T>({
  intro,
  caption,
  queryKey,
  load,
  columns,
  csv,
  children,
}: {
  intro: string;
  caption: string;
  queryKey: QueryKey;
  load: () => Promise<T[]>;
  columns: ColumnDef<T>[];
  csv: { fileName: string; header: string[]; row: (entry: T) => unknown[] };
  children: ReactNode;
}) {
  const list = useApiQuery(queryKey, load);
  return (
    <div className="site-lists">
      <p className="muted">{intro}</p>
      <DataTable
        caption={caption}
        columns={columns}
        page={onePage(list.data)}
        loading={list.isFetching}
        failure={list.failure}
        onRetry={() => void list.refetch()}
        onPage={() => undefined}
        csv={{ ...csv, rows: async () => list.data ?? (await load()) }}
      />
      {children}
    </div>
  );
}
