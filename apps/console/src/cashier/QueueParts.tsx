import type { ColumnDef } from '@tanstack/react-table';
import { useConsole } from '../console-context';
import type { SiteCurrency } from '../money';
import { formatMinor, sumMinor } from '../money';
import { fill } from '../strings';
import type { FilterField } from '../table/FilterBar';
import { anyStatus } from './queue';

/**
 * The status filter of a queue: the waiting ones first (no value in the URL), then each decided status, then all.
 * `statuses` names each; its `pending` is the default.
 */
export function statusField(label: string, statuses: Record<string, string>, any: string): FilterField {
  const { pending, ...decided } = statuses;
  return {
    name: 'status',
    label,
    type: 'select',
    options: [
      { value: '', label: pending ?? '' },
      ...Object.entries(decided).map(([value, name]) => ({ value, label: name })),
      { value: anyStatus, label: any },
    ],
  };
}

/**
 * The sum of the amounts listed on this page, exact (the API gives no totals across pages; the footer says how
 * many rows there are in all).
 */
export function PageSum({ amounts, currency }: { amounts: string[] | undefined; currency: SiteCurrency | undefined }) {
  const { t } = useConsole();
  if (!amounts) return null;
  return (
    <p className="page-sum" data-testid="page-sum">
      {fill(t.cashier.pageSum, { count: amounts.length, amount: formatMinor(sumMinor(amounts), currency) })}
    </p>
  );
}

/** A row's status: its badge, and under it who decided (once someone has). */
function StatusCell({ status, label, decidedBy }: { status: string; label: string; decidedBy: string | null }) {
  const { t } = useConsole();
  return (
    <span className="stack">
      <span>
        <span className={`badge badge--${status}`}>{label}</span>
      </span>
      {decidedBy && <span className="muted">{fill(t.cashier.decidedBy, { operator: decidedBy })}</span>}
    </span>
  );
}

/** A queue's status column: each row's status by its name in `statuses`, and who decided it. */
export function statusColumn<S extends string, T extends { status: S; decidedBy: string | null }>(
  header: string,
  statuses: Record<S, string>,
): ColumnDef<T> {
  return {
    id: 'status',
    header,
    cell: ({ row }) => (
      <StatusCell
        status={row.original.status}
        label={statuses[row.original.status]}
        decidedBy={row.original.decidedBy}
      />
    ),
  };
}

/** A queue's amount column, in the site's currency. */
export function amountColumn<T extends { amount: string }>(
  header: string,
  currency: SiteCurrency | undefined,
): ColumnDef<T> {
  return {
    id: 'amount',
    header,
    cell: ({ row }) => <span className="num">{formatMinor(row.original.amount, currency)}</span>,
  };
}
