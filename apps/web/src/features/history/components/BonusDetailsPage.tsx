import type { BonusRow } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../components/ui/DataTable';
import { DateRangeFilter } from '../../../components/ui/DateRangeFilter';
import { PagedTable } from '../../../components/ui/PagedTable';
import { SignedAmount } from '../../../components/ui/SignedAmount';
import { useFormatSiteTime } from '../../../lib/use-format-site-time';
import { useHistoryFilter } from '../../../lib/use-history-filter';
import { useBonuses } from '../api/get-bonuses';
import '../../../components/ui/history.css';

/** bonusDetails (SPEC §2): the bonuses credited to the member in a range of days. */
export default function BonusDetailsPage() {
  const { t } = useTranslation();
  const formatTime = useFormatSiteTime();
  const paged = useHistoryFilter({});
  const { filter } = paged;
  const query = useBonuses({ from: filter.from, to: filter.to, page: paged.page, pageSize: paged.pageSize });

  const columns: Column<BonusRow>[] = [
    { key: 'time', header: t('history.time'), cell: (row) => formatTime(row.time) },
    { key: 'reason', header: t('history.reason'), cell: (row) => row.reason },
    { key: 'amount', header: t('history.amount'), numeric: true, cell: (row) => <SignedAmount minor={row.amount} /> },
  ];

  return (
    <div className="history">
      <DateRangeFilter value={filter} onChange={paged.setFilter} />
      <PagedTable
        query={query}
        onPage={paged.setPage}
        empty={{ title: t('history.emptyBonusesTitle'), text: t('history.emptyBonusesText') }}
        caption={t('memberCenter.pages.bonusDetails')}
        columns={columns}
        rowKey={(row) => row.id}
      />
    </div>
  );
}
