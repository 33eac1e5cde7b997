import type { ColumnDef } from '@tanstack/react-table';
import { type ReactNode, useState } from 'react';
import { useConsole, useMay } from '../console-context';
import { Note } from '../Field';
import type { SiteCurrency } from '../money';
import { fill } from '../strings';
import { DataTable } from '../table/DataTable';
import { FilterBar } from '../table/FilterBar';
import { type Decision, DecisionDialog } from './DecisionDialog';
import { PageSum, statusField } from './QueueParts';
import type { Queue } from './queue';

/** What a row of a queue needs for its decision: the server's id, where it stands, and its amount. */
interface QueueRow<S extends string> {
  id: string;
  status: S;
  amount: string;
}

/** One way to decide a row: the confirm step's words (filled with the row's figures) and the call that decides. */
interface Way<T> {
  title: string;
  text: string;
  confirm: string;
  call: (id: string, reason: string) => Promise<T>;
}

/**
 * A cashier queue's page (deposits or withdrawals alike): the status filter, what the last decision did, the page's
 * sum, the table with its CSV, and, for a role that moves money, Approve and Reject on each pending row, each after
 * the confirm step of DecisionDialog (a rejection asks why). The queue's own columns and words come from its page;
 * `children` (a row's detail) stand under the table.
 */
export function QueueTable<S extends string, T extends QueueRow<S>>({
  queue,
  currency,
  caption,
  statuses,
  columns,
  actionsHeader,
  values,
  approve,
  reject,
  decided,
  csv,
  children,
}: {
  queue: Queue<T>;
  currency: SiteCurrency | undefined;
  caption: string;
  statuses: Record<S, string>;
  columns: ColumnDef<T>[];
  actionsHeader: string;
  /** The row's figures for the confirm step's words and the note after it. */
  values: (row: T) => Record<string, string | number>;
  approve: Way<T>;
  reject: Way<T>;
  /** The note once decided: the row's figures and its new status. */
  decided: string;
  csv: { fileName: string; header: string[]; row: (item: T) => unknown[] };
  children?: ReactNode;
}) {
  const { t } = useConsole();
  const c = t.cashier;
  const mayDecide = useMay('money', 'POST');
  const [decision, setDecision] = useState<Decision | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const decide = (row: T, kind: 'approve' | 'reject') => {
    const way = kind === 'approve' ? approve : reject;
    const filled = values(row);
    setDone(null);
    setDecision({
      title: fill(way.title, filled),
      text: fill(way.text, filled),
      confirm: way.confirm,
      withReason: kind === 'reject',
      decide: async (reason) => {
        const answer = await way.call(row.id, reason);
        queue.replace(answer);
        setDone(fill(decided, { ...filled, status: statuses[answer.status] }));
      },
      afterFailure: () => queue.reload(),
    });
  };
  const actions: ColumnDef<T> = {
    id: 'actions',
    header: actionsHeader,
    cell: ({ row }) =>
      row.original.status === 'pending' ? (
        <div className="row-actions">
          <button type="button" className="primary" onClick={() => decide(row.original, 'approve')}>
            {c.approve}
          </button>
          <button type="button" className="danger" onClick={() => decide(row.original, 'reject')}>
            {c.reject}
          </button>
        </div>
      ) : null,
  };

  return (
    <>
      <FilterBar {...queue.filters} fields={[statusField(c.status, statuses, c.anyStatus)]} />
      <Note wide>{done}</Note>
      <PageSum amounts={queue.rows.data?.items.map((item) => item.amount)} currency={currency} />
      <DataTable
        caption={caption}
        columns={mayDecide ? [...columns, actions] : columns}
        {...queue.table}
        csv={{ ...csv, rows: () => queue.everyPage() }}
      />
      {children}
      {decision && <DecisionDialog decision={decision} onClose={() => setDecision(null)} />}
    </>
  );
}
