import {
  type DownlineTransaction,
  type DownlineTransactionStatus,
  type DownlineTransactionType,
  downlineTransactionTypes,
} from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { ChoiceField } from '../../../components/ui/ChoiceField';
import type { Column } from '../../../components/ui/DataTable';
import { DateRangeFilter } from '../../../components/ui/DateRangeFilter';
import { CheckboxField, TextField } from '../../../components/ui/Field';
import { PagedTable } from '../../../components/ui/PagedTable';
import { SignedAmount } from '../../../components/ui/SignedAmount';
import { useFormatSiteTime } from '../../../lib/use-format-site-time';
import { useHistoryFilter } from '../../../lib/use-history-filter';
import { useDownlineTransactions } from '../api/get-downline-transactions';
import { useUsernameSearch } from '../hooks/use-username-search';
import '../../../components/ui/history.css';
import '../../../components/ui/money.css';
import './agent-pages.css';

const statusTone: Record<DownlineTransactionStatus, string> = {
  pending: 'warning',
  completed: 'success',
  rejected: 'muted',
};

function useTransactionColumns(): Column<DownlineTransaction>[] {
  const { t } = useTranslation();
  const formatTime = useFormatSiteTime();
  return [
    { key: 'time', header: t('history.time'), cell: (row) => formatTime(row.time) },
    { key: 'username', header: t('agent.downlines.username'), cell: (row) => row.username },
    { key: 'type', header: t('history.type'), cell: (row) => t(`agent.transactions.types.${row.type}`) },
    { key: 'amount', header: t('history.amount'), numeric: true, cell: (row) => <SignedAmount minor={row.amount} /> },
    {
      key: 'status',
      header: t('agent.transactions.status'),
      cell: (row) => (
        <span className={`badge badge--${statusTone[row.status]}`}>
          {t(`agent.transactions.statuses.${row.status}`)}
        </span>
      ),
    },
    { key: 'detail', header: t('history.detail'), cell: (row) => row.detail ?? '—' },
  ];
}

/**
 * agentDownlineTransactionDetailsCopy: the deposits, withdrawals, transfers and bonuses of everyone
 * below me over a range of site days, by username (its start, or exactly) and type; amounts are
 * signed as the downline's wallet sees them.
 */
export default function DownlineTransactionsPage() {
  const { t } = useTranslation();
  const paged = useHistoryFilter<{ username: string; exact: boolean; type?: DownlineTransactionType }>({
    username: '',
    exact: false,
    type: undefined,
  });
  const { filter, setFilter } = paged;
  const { typed, setTyped, settling } = useUsernameSearch(filter, setFilter);
  const columns = useTransactionColumns();
  const query = useDownlineTransactions({
    from: filter.from,
    to: filter.to,
    username: filter.username || undefined,
    exact: filter.exact,
    type: filter.type,
    page: paged.page,
    pageSize: paged.pageSize,
  });

  return (
    <div className="history">
      <DateRangeFilter value={filter} onChange={(range) => setFilter({ ...filter, ...range })}>
        {/* The search and how it matches stay side by side when the bar wraps. */}
        <div className="filters">
          <TextField
            type="search"
            label={t('agent.downlines.search')}
            placeholder={filter.exact ? undefined : t('agent.downlines.searchHint')}
            value={typed}
            autoComplete="off"
            onChange={(event) => setTyped(event.target.value)}
          />
          <CheckboxField
            label={t('agent.transactions.exact')}
            checked={filter.exact}
            onChange={(event) => setFilter({ ...filter, exact: event.target.checked })}
          />
        </div>
        <ChoiceField
          label={t('history.type')}
          allLabel={t('history.allTypes')}
          choices={downlineTransactionTypes}
          value={filter.type}
          labelOf={(type) => t(`agent.transactions.types.${type}`)}
          onChange={(type) => setFilter({ ...filter, type })}
        />
      </DateRangeFilter>
      <PagedTable
        query={query}
        onPage={paged.setPage}
        empty={{ title: t('agent.transactions.emptyTitle'), text: t('agent.transactions.emptyText') }}
        caption={t('agentMenu.agentDownlineTransactionDetailsCopy')}
        columns={columns}
        rowKey={(row) => row.id}
        busy={settling}
      />
    </div>
  );
}
