import { useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { type ReactNode, useState } from 'react';
import type { ListQuery, Page } from '../api';
import { useConsole, useMay } from '../console-context';
import { ConfirmDialog } from '../desk/ConfirmDialog';
import '../desk/desk.css';
import { Note } from '../Field';
import { fill } from '../strings';
import { DataTable } from '../table/DataTable';
import { FilterBar, type FilterField } from '../table/FilterBar';
import { usePagedList } from '../table/paged-list';
import { RowActions } from './RowActions';

const withoutTab = (query: Record<string, string>) => ({ ...query, tab: '' });

/** How a definition stops running (retire, end now): its button, the confirm step's texts and the call. */
export interface EndStep<T> {
  label: string;
  /** With {code}. */
  title: string;
  /** The confirm step's paragraphs about the picked definition. */
  text: (item: T) => ReactNode;
  /** What the page says once it is done, with {code}. */
  done: string;
  /** Whether the definition still runs, so it can be ended. */
  runs: (item: T) => boolean;
  perform: (item: T) => Promise<unknown>;
}

interface DefinitionsTabProps<T extends { code: string }> {
  /** The tab's name in the URL (`?tab=`) and the list's query key. */
  tab: string;
  caption: string;
  /** The filter the list offers (its name is one of the URL's list parameters). */
  filter: FilterField;
  read: (query: ListQuery) => Promise<Page<T>>;
  /** The columns before the row actions. */
  columns: ColumnDef<T>[];
  csv: { header: string[]; row: (item: T) => unknown[] };
  /** The form for a new definition (null) or the one picked; `done` clears the pick. */
  form: (editing: T | null, done: () => void) => ReactNode;
  end: EndStep<T>;
}

/**
 * A content tab of definitions (promotions, missions: issue 25 "Content"): the list with its filter in the URL and
 * CSV, the form to define a new one or change the one picked, and ending one after a confirm step. Content
 * operators and owners write; the other roles read the list.
 */
export function DefinitionsTab<T extends { code: string }>(props: DefinitionsTabProps<T>) {
  const { t } = useConsole();
  const e = t.engage;
  const writes = useMay('content', 'POST');
  const queries = useQueryClient();
  const [editing, setEditing] = useState<T | null>(null);
  const [ending, setEnding] = useState<T | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const list = usePagedList(['tab', props.filter.name], [props.tab], props.read, withoutTab);
  const { end } = props;

  const columns: ColumnDef<T>[] = [
    ...props.columns,
    {
      id: 'actions',
      header: e.columns.actions,
      cell: ({ row }) =>
        writes ? (
          <RowActions
            code={row.original.code}
            edit={{ label: e.edit, onClick: () => setEditing(row.original) }}
            end={end.runs(row.original) ? { label: end.label, onClick: () => setEnding(row.original) } : undefined}
          />
        ) : null,
    },
  ];

  return (
    <>
      <FilterBar
        values={list.filters.values}
        onApply={(values) => list.filters.onApply({ ...values, tab: props.tab })}
        fields={[props.filter]}
      />
      <Note wide>{note}</Note>
      <div className="content-grid">
        <DataTable
          caption={props.caption}
          columns={columns}
          {...list.table}
          csv={{ fileName: `${props.tab}.csv`, rows: () => list.everyPage(), ...props.csv }}
        />
        {writes && props.form(editing, () => setEditing(null))}
      </div>
      {ending && (
        <ConfirmDialog
          title={fill(end.title, { code: ending.code })}
          text={end.text(ending)}
          confirm={end.label}
          danger
          onConfirm={async () => {
            await end.perform(ending);
            setNote(fill(end.done, { code: ending.code }));
            await queries.invalidateQueries({ queryKey: [props.tab] });
          }}
          onClose={() => setEnding(null)}
        />
      )}
    </>
  );
}
