import { minorToDecimal, type OperatorRedemption, redemptionStatuses } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { api, type ListQuery } from '../api';
import { useCurrency } from '../cashier/queue';
import { useConsole, useMay } from '../console-context';
import { Note } from '../Field';
import { formatMinor } from '../money';
import { fill } from '../strings';
import { DataTable } from '../table/DataTable';
import { FilterBar } from '../table/FilterBar';
import { usePagedList } from '../table/paged-list';
import { dateTime } from '../when';
import { RedemptionDecisionDialog } from './RedemptionDecisionDialog';

const allStatuses = 'all';
/** The URL's status means the call's: none is what waits (in process), `all` is every status. */
const toCall = (query: ListQuery): ListQuery => {
  const status = query.status || 'in_process';
  return { ...(query.page ? { page: query.page } : {}), ...(status === allStatuses ? {} : { status }) };
};

/**
 * Point redemptions (issue 25): those in process by default (`status` in the URL), newest first, paged by the
 * server; Approve with what was sent, or Reject with the remark the member reads (points and stock come back).
 */
export function RedemptionsPage() {
  const { t } = useConsole();
  const d = t.desk;
  const r = d.redemptions;
  const writes = useMay('service', 'POST');
  const queries = useQueryClient();
  const currency = useCurrency();
  const list = usePagedList(['status'], ['desk', 'redemptions'], api.redemptions, toCall);
  const [deciding, setDeciding] = useState<{ row: OperatorRedemption; kind: 'approve' | 'reject' } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const money = (minor: string | null) => (minor === null ? '–' : formatMinor(minor, currency));
  const reload = () => queries.invalidateQueries({ queryKey: ['desk', 'redemptions'] });
  const decide = (row: OperatorRedemption, kind: 'approve' | 'reject') => {
    setDone(null);
    setDeciding({ row, kind });
  };

  const columns: ColumnDef<OperatorRedemption>[] = [
    { id: 'id', header: '#', cell: ({ row }) => row.original.id },
    { id: 'time', header: d.created, cell: ({ row }) => dateTime(row.original.time) },
    { id: 'username', header: d.member, cell: ({ row }) => row.original.username },
    { id: 'type', header: r.type, cell: ({ row }) => r.types[row.original.type] },
    { id: 'name', header: r.item, cell: ({ row }) => row.original.name },
    {
      id: 'quantity',
      header: r.quantity,
      cell: ({ row }) => <span className="num">{`${row.original.quantity} ${row.original.unit}`.trim()}</span>,
    },
    { id: 'points', header: r.points, cell: ({ row }) => <span className="num">{row.original.requiredPoints}</span> },
    { id: 'amount', header: r.amount, cell: ({ row }) => <span className="num">{money(row.original.amount)}</span> },
    {
      id: 'address',
      header: r.address,
      cell: ({ row }) => <span className="desk-clip">{row.original.receivingAddress ?? '–'}</span>,
    },
    {
      id: 'status',
      header: d.status,
      cell: ({ row }) => (
        <span className={`badge badge--${row.original.status}`}>{r.statuses[row.original.status]}</span>
      ),
    },
    {
      id: 'paid',
      header: r.paid,
      cell: ({ row }) =>
        row.original.paidAccount || row.original.paidAmount
          ? [row.original.paidAccount, row.original.paidAmount && money(row.original.paidAmount)]
              .filter(Boolean)
              .join(' · ')
          : '–',
    },
    {
      id: 'remark',
      header: r.remark,
      cell: ({ row }) => <span className="desk-clip">{row.original.remark ?? '–'}</span>,
    },
  ];
  const actions: ColumnDef<OperatorRedemption> = {
    id: 'actions',
    header: d.actions,
    cell: ({ row }) =>
      row.original.status === 'in_process' ? (
        <div className="desk-row-actions">
          <button type="button" className="primary" onClick={() => decide(row.original, 'approve')}>
            {d.approve}
          </button>
          <button type="button" className="danger" onClick={() => decide(row.original, 'reject')}>
            {d.reject}
          </button>
        </div>
      ) : null,
  };
  const decimals = currency?.decimals ?? 2;

  return (
    <>
      <FilterBar
        {...list.filters}
        fields={[
          {
            name: 'status',
            label: d.status,
            type: 'select',
            options: [
              { value: '', label: r.statuses.in_process },
              ...redemptionStatuses
                .filter((status) => status !== 'in_process')
                .map((value) => ({ value, label: r.statuses[value] })),
              { value: allStatuses, label: d.anyStatus },
            ],
          },
        ]}
      />
      <Note wide>{done}</Note>
      <DataTable
        caption={d.tabs.redemptions}
        columns={writes ? [...columns, actions] : columns}
        {...list.table}
        csv={{
          fileName: 'redemptions.csv',
          header: ['#', d.created, d.member, r.type, r.item, r.quantity, r.points, r.amount, r.address, d.status],
          rows: () => list.everyPage(),
          row: (item) => [
            item.id,
            item.time,
            item.username,
            item.type,
            item.name,
            item.quantity,
            item.requiredPoints,
            item.amount === null ? '' : minorToDecimal(item.amount, decimals),
            item.receivingAddress,
            item.status,
          ],
        }}
      />
      {deciding && (
        <RedemptionDecisionDialog
          redemption={deciding.row}
          kind={deciding.kind}
          onClose={() => setDeciding(null)}
          onDecided={async (answer) => {
            setDone(fill(r.decided, { id: answer.id, member: answer.username, status: r.statuses[answer.status] }));
            await reload();
          }}
          onRefused={reload}
        />
      )}
    </>
  );
}
