import { minorToDecimal } from '@portal/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { useConsole, useMay } from '../console-context';
import { formatMinor } from '../money';
import { fill } from '../strings';
import { allPages, DataTable } from '../table/DataTable';
import { FilterBar } from '../table/FilterBar';
import { dateTime } from '../when';
import { cashierApi, type OperatorWithdrawal } from './cashier-api';
import { type Decision, DecisionDialog } from './DecisionDialog';
import { PageSum, StatusCell, statusField } from './QueueParts';
import { useCurrency, useQueue } from './queue';
import { sharedCount, WithdrawalDetail } from './WithdrawalDetail';

/**
 * The withdrawals queue (issue 25): pending ones by default, newest first, paged by the server. A finance
 * operator (or owner) pays or rejects each with a confirm step; every role that reads money sees the rows, the
 * linked accounts and the member's proofs.
 */
export function WithdrawalsQueue() {
  const { t } = useConsole();
  const c = t.cashier;
  const w = c.withdrawalColumns;
  const mayDecide = useMay('money', 'POST');
  const currency = useCurrency();
  const queue = useQueue('withdrawals', cashierApi.withdrawals);
  const [decision, setDecision] = useState<Decision | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const money = (minor: string) => formatMinor(minor, currency);

  const decide = (row: OperatorWithdrawal, kind: 'pay' | 'reject') => {
    const values = {
      id: row.id,
      member: row.member,
      amount: money(row.amount),
      payee: row.payeeName,
      bank: row.bankName,
      account: row.accountNumber,
    };
    setDone(null);
    setDecision({
      title: fill(kind === 'pay' ? c.payTitle : c.rejectWithdrawalTitle, values),
      text: fill(kind === 'pay' ? c.payText : c.rejectWithdrawalText, values),
      confirm: kind === 'pay' ? c.payConfirm : c.rejectConfirm,
      withReason: kind === 'reject',
      decide: async (reason) => {
        const decided =
          kind === 'pay' ? await cashierApi.payWithdrawal(row.id) : await cashierApi.rejectWithdrawal(row.id, reason);
        queue.replace(decided);
        setDone(fill(c.withdrawalDecided, { ...values, status: c.withdrawalStatuses[decided.status] }));
      },
      afterFailure: () => queue.reload(),
    });
  };

  const columns: ColumnDef<OperatorWithdrawal>[] = [
    {
      id: 'id',
      header: w.id,
      cell: ({ row }) => (
        <button
          type="button"
          className="link"
          aria-expanded={open === row.original.id}
          aria-label={fill(c.detailsOf, { id: row.original.id })}
          onClick={() => setOpen(open === row.original.id ? null : row.original.id)}
        >
          #{row.original.id}
        </button>
      ),
    },
    { id: 'createdAt', header: w.createdAt, cell: ({ row }) => dateTime(row.original.createdAt) },
    { id: 'member', header: w.member, cell: ({ row }) => row.original.member },
    {
      id: 'amount',
      header: w.amount,
      cell: ({ row }) => <span className="num">{money(row.original.amount)}</span>,
    },
    {
      id: 'account',
      header: w.account,
      cell: ({ row }) => (
        <span className="stack">
          <span>{`${row.original.bankName} ${row.original.accountNumber}`}</span>
          <span className="muted">{row.original.payeeName}</span>
        </span>
      ),
    },
    {
      id: 'status',
      header: w.status,
      cell: ({ row }) => (
        <StatusCell
          status={row.original.status}
          label={c.withdrawalStatuses[row.original.status]}
          decidedBy={row.original.decidedBy}
        />
      ),
    },
    {
      id: 'risk',
      header: w.risk,
      cell: ({ row }) => {
        const count = sharedCount(row.original.sharedWith);
        return count ? (
          <span className="badge badge--warning">{fill(c.sharedBadge, { count })}</span>
        ) : (
          <span className="muted">{c.noShared}</span>
        );
      },
    },
    ...(mayDecide
      ? [
          {
            id: 'actions',
            header: w.actions,
            cell: ({ row }) =>
              row.original.status === 'pending' ? (
                <div className="row-actions">
                  <button type="button" className="primary" onClick={() => decide(row.original, 'pay')}>
                    {c.approve}
                  </button>
                  <button type="button" className="danger" onClick={() => decide(row.original, 'reject')}>
                    {c.reject}
                  </button>
                </div>
              ) : null,
          } satisfies ColumnDef<OperatorWithdrawal>,
        ]
      : []),
  ];
  const opened = queue.rows.data?.items.find((item) => item.id === open);

  return (
    <>
      <FilterBar
        values={queue.list.query}
        onApply={queue.list.setFilters}
        fields={[statusField(c.status, c.withdrawalStatuses, c.anyStatus)]}
      />
      {done && (
        <p className="note note--wide" role="status">
          {done}
        </p>
      )}
      <PageSum amounts={queue.rows.data?.items.map((item) => item.amount)} currency={currency} />
      <DataTable
        caption={c.withdrawals}
        columns={columns}
        page={queue.rows.data}
        loading={queue.rows.isFetching}
        failure={queue.rows.failure}
        onRetry={() => void queue.rows.refetch()}
        onPage={queue.list.setPage}
        csv={{
          fileName: 'withdrawals.csv',
          header: [
            w.id,
            w.createdAt,
            w.member,
            w.amount,
            w.account,
            w.status,
            w.risk,
            w.decidedBy,
            c.currency,
            c.payee,
            c.confirmation,
            c.rejectReason,
          ],
          rows: () =>
            allPages((page) => cashierApi.withdrawals({ ...queue.call, page: String(page), pageSize: '100' })),
          row: (item) => [
            item.id,
            item.createdAt,
            item.member,
            minorToDecimal(item.amount, currency?.decimals ?? 2),
            `${item.bankName} ${item.accountNumber}`,
            item.status,
            sharedCount(item.sharedWith),
            item.decidedBy,
            currency?.code ?? '',
            item.payeeName,
            item.confirmation,
            item.rejectReason,
          ],
        }}
      />
      {opened && <WithdrawalDetail withdrawal={opened} currency={currency} onClose={() => setOpen(null)} />}
      {decision && <DecisionDialog decision={decision} onClose={() => setDecision(null)} />}
    </>
  );
}
