import { minorToDecimal } from '@portal/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { useConsole, useMay } from '../console-context';
import { formatMinor } from '../money';
import { fill } from '../strings';
import { allPages, DataTable } from '../table/DataTable';
import { FilterBar } from '../table/FilterBar';
import { dateTime } from '../when';
import { cashierApi, type OperatorDeposit } from './cashier-api';
import { type Decision, DecisionDialog } from './DecisionDialog';
import { PageSum, StatusCell, statusField } from './QueueParts';
import { useCurrency, useQueue } from './queue';

/**
 * The deposits queue (issue 25): pending ones by default, oldest first (the server's order), paged by the server.
 * A finance operator (or owner) credits a deposit once its money has arrived, or rejects it with a reason.
 */
export function DepositsQueue() {
  const { t } = useConsole();
  const c = t.cashier;
  const d = c.depositColumns;
  const mayDecide = useMay('money', 'POST');
  const currency = useCurrency();
  const queue = useQueue('deposits', cashierApi.deposits);
  const [decision, setDecision] = useState<Decision | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const money = (minor: string) => formatMinor(minor, currency);

  const decide = (row: OperatorDeposit, kind: 'approve' | 'reject') => {
    const values = { id: row.id, member: row.member, amount: money(row.amount), channel: row.channel };
    setDone(null);
    setDecision({
      title: fill(kind === 'approve' ? c.creditTitle : c.rejectDepositTitle, values),
      text: fill(kind === 'approve' ? c.creditText : c.rejectDepositText, values),
      confirm: kind === 'approve' ? c.creditConfirm : c.rejectConfirm,
      withReason: kind === 'reject',
      decide: async (reason) => {
        const decided =
          kind === 'approve' ? await cashierApi.approveDeposit(row.id) : await cashierApi.rejectDeposit(row.id, reason);
        queue.replace(decided);
        setDone(fill(c.depositDecided, { ...values, status: c.depositStatuses[decided.status] }));
      },
      afterFailure: () => queue.reload(),
    });
  };

  const columns: ColumnDef<OperatorDeposit>[] = [
    { id: 'id', header: d.id, cell: ({ row }) => `#${row.original.id}` },
    { id: 'createdAt', header: d.createdAt, cell: ({ row }) => dateTime(row.original.createdAt) },
    { id: 'member', header: d.member, cell: ({ row }) => row.original.member },
    {
      id: 'number',
      header: d.number,
      cell: ({ row }) =>
        row.original.number === 1 ? (
          <span className="badge badge--warning">{c.firstDeposit}</span>
        ) : (
          row.original.number
        ),
    },
    { id: 'channel', header: d.channel, cell: ({ row }) => row.original.channel },
    { id: 'amount', header: d.amount, cell: ({ row }) => <span className="num">{money(row.original.amount)}</span> },
    {
      id: 'status',
      header: d.status,
      cell: ({ row }) => (
        <StatusCell
          status={row.original.status}
          label={c.depositStatuses[row.original.status]}
          decidedBy={row.original.decidedBy}
        />
      ),
    },
    {
      id: 'rejectReason',
      header: c.rejectReason,
      cell: ({ row }) =>
        row.original.rejectReason ? (
          <span className="details" title={row.original.rejectReason}>
            {row.original.rejectReason}
          </span>
        ) : (
          '–'
        ),
    },
    ...(mayDecide
      ? [
          {
            id: 'actions',
            header: d.actions,
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
          } satisfies ColumnDef<OperatorDeposit>,
        ]
      : []),
  ];

  return (
    <>
      <FilterBar
        values={queue.list.query}
        onApply={queue.list.setFilters}
        fields={[statusField(c.status, c.depositStatuses, c.anyStatus)]}
      />
      {done && (
        <p className="note note--wide" role="status">
          {done}
        </p>
      )}
      <PageSum amounts={queue.rows.data?.items.map((item) => item.amount)} currency={currency} />
      <DataTable
        caption={c.deposits}
        columns={columns}
        page={queue.rows.data}
        loading={queue.rows.isFetching}
        failure={queue.rows.failure}
        onRetry={() => void queue.rows.refetch()}
        onPage={queue.list.setPage}
        csv={{
          fileName: 'deposits.csv',
          header: [
            d.id,
            d.createdAt,
            d.member,
            d.number,
            d.channel,
            d.amount,
            c.currency,
            d.status,
            d.decidedBy,
            c.rejectReason,
          ],
          rows: () => allPages((page) => cashierApi.deposits({ ...queue.call, page: String(page), pageSize: '100' })),
          row: (item) => [
            item.id,
            item.createdAt,
            item.member,
            item.number,
            item.channel,
            minorToDecimal(item.amount, currency?.decimals ?? 2),
            currency?.code ?? '',
            item.status,
            item.decidedBy,
            item.rejectReason,
          ],
        }}
      />
      {decision && <DecisionDialog decision={decision} onClose={() => setDecision(null)} />}
    </>
  );
}
