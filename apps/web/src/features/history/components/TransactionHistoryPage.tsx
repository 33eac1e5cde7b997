import { type TransactionRow, type TransactionType, transactionTypes } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { ChoiceField } from '../../../components/ui/ChoiceField';
import type { Column } from '../../../components/ui/DataTable';
import { DateRangeFilter } from '../../../components/ui/DateRangeFilter';
import { PagedTable } from '../../../components/ui/PagedTable';
import { SignedAmount } from '../../../components/ui/SignedAmount';
import { useFormatMinor } from '../../../lib/use-format-minor';
import { useFormatSiteTime } from '../../../lib/use-format-site-time';
import { useHistoryFilter } from '../../../lib/use-history-filter';
import { useTransactions } from '../api/get-transactions';
import '../../../components/ui/history.css';

/** transactionHistory (SPEC §2): every movement of the member's money in a range of days, by type. */
export default function TransactionHistoryPage() {
  const { t } = useTranslation();
  const formatTime = useFormatSiteTime();
  const formatMinor = useFormatMinor();
  // The server names vendors' wallets; the main wallet (null) is named in the interface's language.
  const walletName = (name: string | null) => name ?? t('transfer.mainWallet');
  const paged = useHistoryFilter<{ type?: TransactionType }>({ type: undefined });
  const { filter } = paged;
  const query = useTransactions({
    from: filter.from,
    to: filter.to,
    type: filter.type,
    page: paged.page,
    pageSize: paged.pageSize,
  });

  const columns: Column<TransactionRow>[] = [
    { key: 'time', header: t('history.time'), cell: (row) => formatTime(row.time) },
    { key: 'type', header: t('history.type'), cell: (row) => t(`history.types.${row.type}`) },
    { key: 'wallet', header: t('history.wallet'), cell: (row) => walletName(row.walletName) },
    {
      key: 'detail',
      header: t('history.detail'),
      cell: (row) =>
        row.transfer ? `${walletName(row.transfer.from)} → ${walletName(row.transfer.to)}` : (row.detail ?? '—'),
    },
    { key: 'amount', header: t('history.amount'), numeric: true, cell: (row) => <SignedAmount minor={row.amount} /> },
    { key: 'balance', header: t('history.balanceAfter'), numeric: true, cell: (row) => formatMinor(row.balanceAfter) },
  ];

  return (
    <div className="history">
      <DateRangeFilter value={filter} onChange={(range) => paged.setFilter({ ...filter, ...range })}>
        <ChoiceField
          label={t('history.type')}
          allLabel={t('history.allTypes')}
          choices={transactionTypes}
          value={filter.type}
          labelOf={(type) => t(`history.types.${type}`)}
          onChange={(type) => paged.setFilter({ ...filter, type })}
        />
      </DateRangeFilter>
      <PagedTable
        query={query}
        onPage={paged.setPage}
        empty={{ title: t('history.emptyTransactionsTitle'), text: t('history.emptyTransactionsText') }}
        caption={t('memberCenter.pages.transactionHistory')}
        columns={columns}
        rowKey={(row) => row.id}
      />
    </div>
  );
}
