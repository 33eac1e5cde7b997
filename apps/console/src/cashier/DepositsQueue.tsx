import { minorToDecimal } from '@portal/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { useConsole } from '../console-context';
import { formatMinor } from '../money';
import { dateTime } from '../when';
import { cashierApi, type OperatorDeposit } from './cashier-api';
import { amountColumn, statusColumn } from './QueueParts';
import { QueueTable } from './QueueTable';
import { useCurrency, useQueue } from './queue';

/**
 * The deposits queue (issue 25): pending ones by default, oldest first (the server's order), paged by the server.
 * A finance operator (or owner) credits a deposit once its money has arrived, or rejects it with a reason.
 */
export function DepositsQueue() {
  const { t } = useConsole();
  const c = t.cashier;
  const d = c.depositColumns;
  const currency = useCurrency();
  const queue = useQueue('deposits', cashierApi.deposits);
  const money = (minor: string) => formatMinor(minor, currency);

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
    amountColumn(d.amount, currency),
    statusColumn(d.status, c.depositStatuses),
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
  ];

  return (
    <QueueTable
      queue={queue}
      currency={currency}
      caption={c.deposits}
      statuses={c.depositStatuses}
      columns={columns}
      actionsHeader={d.actions}
      values={(row) => ({ id: row.id, member: row.member, amount: money(row.amount), channel: row.channel })}
      approve={{ title: c.creditTitle, text: c.creditText, confirm: c.creditConfirm, call: cashierApi.approveDeposit }}
      reject={{
        title: c.rejectDepositTitle,
        text: c.rejectDepositText,
        confirm: c.rejectConfirm,
        call: cashierApi.rejectDeposit,
      }}
      decided={c.depositDecided}
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
  );
}
