import type { BetRecord, LotteryOrder, TransactionRow } from '@portal/contracts';
import { transactionTypes } from '@portal/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { Link, useSearchParams } from 'react-router';
import { api, type ListQuery, type Page } from '../api';
import { useConsole } from '../console-context';
import { money } from '../money';
import { DataTable } from '../table/DataTable';
import { FilterBar, type FilterField, selectFilter } from '../table/FilterBar';
import { usePagedList } from '../table/paged-list';
import { dateTime } from '../when';

const tabs = ['statement', 'rounds', 'orders'] as const;
type Tab = (typeof tabs)[number];
const isTab = (value: string | null): value is Tab => tabs.includes(value as Tab);

/** A day as YYYY-MM-DD in the operator's time zone, `back` days before today. */
const dayBefore = (back: number) => new Date(Date.now() - back * 86_400_000).toLocaleDateString('en-CA');
/** Rows per page of the member page's tables (they sit among the page's panels). */
const pageSize = '10';

/**
 * The call's query: the URL's range, its other filters and page. Unless given, the range is the last seven days to
 * tomorrow: the days are the site's, and a site east of the operator may be a day ahead.
 */
function callOf(query: ListQuery): ListQuery {
  const call: ListQuery = { from: query.from || dayBefore(6), to: query.to || dayBefore(-1), pageSize };
  for (const name of ['type', 'page']) if (query[name]) call[name] = query[name] as string;
  return call;
}

interface TableOf<T> {
  tab: Tab;
  username: string;
  read: (username: string, query: ListQuery) => Promise<Page<T>>;
  columns: ColumnDef<T>[];
  csvRow: (item: T) => unknown[];
  extraFilters?: FilterField[];
}

/** One of the tables: its range (and type) filter and the server-paged rows, exported as CSV. */
function PlayTable<T>({ tab, username, read, columns, csvRow, extraFilters = [] }: TableOf<T>) {
  const { t } = useConsole();
  const m = t.memberMore;
  const list = usePagedList(
    ['from', 'to', 'type'],
    ['member', username, tab],
    (query) => read(username, query),
    callOf,
  );
  return (
    <>
      <FilterBar
        fields={[
          { name: 'from', label: m.from, type: 'date' },
          { name: 'to', label: m.to, type: 'date' },
          ...extraFilters,
        ]}
        values={{ ...list.filters.values, from: list.call.from ?? '', to: list.call.to ?? '' }}
        onApply={list.filters.onApply}
      />
      <DataTable
        caption={m.tabs[tab]}
        columns={columns}
        {...list.table}
        csv={{
          fileName: `${username}-${tab}.csv`,
          header: columns.map((column) => String(column.header)),
          rows: () => list.everyPage(),
          row: csvRow,
        }}
      />
    </>
  );
}

/**
 * The member's money and play (issue 25): its ledger statement, its game rounds and its lottery orders, each
 * exactly what the member's own history shows, in a range of days, paged by the server. The tab, range and page
 * live in the URL.
 */
export function MemberPlay({ username, currency }: { username: string; currency: string }) {
  const { t } = useConsole();
  const m = t.memberMore;
  const [search] = useSearchParams();
  const asked = search.get('play');
  const tab: Tab = isTab(asked) ? asked : 'statement';
  const amount = (value: string) => <span className="amount">{money(value, currency)}</span>;
  const linkTo = (next: Tab) => {
    const query = new URLSearchParams({ play: next });
    for (const name of ['from', 'to']) {
      const value = search.get(name);
      if (value) query.set(name, value);
    }
    return `?${query}`;
  };

  const sc = m.statementColumns;
  const statement: ColumnDef<TransactionRow>[] = [
    { id: 'time', header: sc.time, cell: ({ row }) => dateTime(row.original.time) },
    { id: 'type', header: sc.type, cell: ({ row }) => m.types[row.original.type] },
    {
      id: 'wallet',
      header: sc.wallet,
      cell: ({ row }) =>
        row.original.transfer
          ? `${row.original.transfer.from ?? m.mainWallet} → ${row.original.transfer.to ?? m.mainWallet}`
          : (row.original.walletName ?? m.mainWallet),
    },
    { id: 'detail', header: sc.detail, cell: ({ row }) => row.original.detail ?? '–' },
    { id: 'amount', header: sc.amount, cell: ({ row }) => amount(row.original.amount) },
    { id: 'balanceAfter', header: sc.balanceAfter, cell: ({ row }) => amount(row.original.balanceAfter) },
  ];
  const rc = m.roundColumns;
  const rounds: ColumnDef<BetRecord>[] = [
    { id: 'time', header: rc.time, cell: ({ row }) => dateTime(row.original.time) },
    { id: 'round', header: rc.round, cell: ({ row }) => <code>{row.original.roundId}</code> },
    { id: 'game', header: rc.game, cell: ({ row }) => row.original.gameName },
    { id: 'vendor', header: rc.vendor, cell: ({ row }) => row.original.vendorName },
    { id: 'stake', header: rc.stake, cell: ({ row }) => amount(row.original.stake) },
    { id: 'win', header: rc.win, cell: ({ row }) => amount(row.original.win) },
    { id: 'profit', header: rc.profit, cell: ({ row }) => amount(row.original.profit) },
    { id: 'status', header: rc.status, cell: ({ row }) => m.roundStatuses[row.original.status] },
  ];
  const oc = m.orderColumns;
  const orders: ColumnDef<LotteryOrder>[] = [
    { id: 'time', header: oc.time, cell: ({ row }) => dateTime(row.original.createdAt) },
    { id: 'order', header: oc.order, cell: ({ row }) => <code>{row.original.orderNumber}</code> },
    { id: 'game', header: oc.game, cell: ({ row }) => row.original.gameName },
    { id: 'status', header: oc.status, cell: ({ row }) => m.orderStatuses[row.original.status] },
    { id: 'total', header: oc.total, cell: ({ row }) => amount(row.original.total) },
    { id: 'payout', header: oc.payout, cell: ({ row }) => amount(row.original.payout) },
    { id: 'refund', header: oc.refund, cell: ({ row }) => amount(row.original.refund) },
    { id: 'lines', header: oc.lines, cell: ({ row }) => row.original.lines.length },
  ];

  return (
    <section className="panel panel--wide" aria-labelledby="play-title">
      <h2 id="play-title">{m.play}</h2>
      <nav className="member-tabs" aria-label={m.play}>
        {tabs.map((name) => (
          <Link key={name} to={linkTo(name)} aria-current={name === tab ? 'page' : undefined} replace>
            {m.tabs[name]}
          </Link>
        ))}
      </nav>
      {tab === 'statement' && (
        <PlayTable
          key="statement"
          tab="statement"
          username={username}
          read={api.memberStatement}
          columns={statement}
          extraFilters={[selectFilter('type', m.type, m.anyType, transactionTypes, m.types)]}
          csvRow={(row) => [row.time, row.type, row.walletName ?? 'MAIN', row.detail, row.amount, row.balanceAfter]}
        />
      )}
      {tab === 'rounds' && (
        <PlayTable
          key="rounds"
          tab="rounds"
          username={username}
          read={api.memberRounds}
          columns={rounds}
          csvRow={(row) => [
            row.time,
            row.roundId,
            row.gameName,
            row.vendorName,
            row.stake,
            row.win,
            row.profit,
            row.status,
          ]}
        />
      )}
      {tab === 'orders' && (
        <PlayTable
          key="orders"
          tab="orders"
          username={username}
          read={api.memberLotteryOrders}
          columns={orders}
          csvRow={(row) => [
            row.createdAt,
            row.orderNumber,
            row.gameName,
            row.status,
            row.total,
            row.payout,
            row.refund,
            row.lines.length,
          ]}
        />
      )}
    </section>
  );
}
