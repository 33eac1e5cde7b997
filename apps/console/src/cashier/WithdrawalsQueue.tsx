import { minorToDecimal } from '@portal/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { useConsole } from '../console-context';
import { formatMinor } from '../money';
import { fill } from '../strings';
import { dateTime } from '../when';
import { cashierApi, type OperatorWithdrawal } from './cashier-api';
import { amountColumn, statusColumn } from './QueueParts';
import { QueueTable } from './QueueTable';
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
  const currency = useCurrency();
  const queue = useQueue('withdrawals', cashierApi.withdrawals);
  const [open, setOpen] = useState<string | null>(null);
  const money = (minor: string) => formatMinor(minor, currency);

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
    amountColumn(w.amount, currency),
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
    statusColumn(w.status, c.withdrawalStatuses),
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
  ];
  const opened = queue.rows.data?.items.find((item) => item.id === open);

  return (
    <QueueTable
      queue={queue}
      currency={currency}
      caption={c.withdrawals}
      statuses={c.withdrawalStatuses}
      columns={columns}
      actionsHeader={w.actions}
      values={(row) => ({
        id: row.id,
        member: row.member,
        amount: money(row.amount),
        payee: row.payeeName,
        bank: row.bankName,
        account: row.accountNumber,
      })}
      approve={{ title: c.payTitle, text: c.payText, confirm: c.payConfirm, call: cashierApi.payWithdrawal }}
      reject={{
        title: c.rejectWithdrawalTitle,
        text: c.rejectWithdrawalText,
        confirm: c.rejectConfirm,
        call: cashierApi.rejectWithdrawal,
      }}
      decided={c.withdrawalDecided}
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
    >
      {opened && <WithdrawalDetail withdrawal={opened} currency={currency} onClose={() => setOpen(null)} />}
    </QueueTable>
  );
}
