import type { BetRecord } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../components/ui/DataTable';
import { DateRangeFilter } from '../../../components/ui/DateRangeFilter';
import { PagedTable } from '../../../components/ui/PagedTable';
import { SignedAmount } from '../../../components/ui/SignedAmount';
import { useCategoryName } from '../../../lib/use-category-name';
import { useFormatMinor } from '../../../lib/use-format-minor';
import { useFormatSiteTime } from '../../../lib/use-format-site-time';
import { useHistoryFilter } from '../../../lib/use-history-filter';
import { useBets } from '../api/get-bets';
import '../../../components/ui/history.css';
import '../../../components/ui/money.css';
import './bets.css';

const statusTone: Record<BetRecord['status'], string> = {
  open: 'warning',
  settled: 'success',
  rolled_back: 'muted',
};

/** personalHistoryCopy (SPEC §2): the member's game rounds with stake, win and profit, in a range of days. */
export default function BettingRecordPage() {
  const { t } = useTranslation();
  const formatTime = useFormatSiteTime();
  const formatMinor = useFormatMinor();
  const categoryName = useCategoryName();
  const paged = useHistoryFilter({});
  const { filter } = paged;
  const query = useBets({ from: filter.from, to: filter.to, page: paged.page, pageSize: paged.pageSize });

  const columns: Column<BetRecord>[] = [
    { key: 'time', header: t('history.time'), cell: (row) => formatTime(row.time) },
    {
      key: 'game',
      header: t('bets.game'),
      cell: (row) => (
        <div className="bet-game">
          <span className="bet-game__name">{row.gameName}</span>
          <span className="bet-game__meta">
            {categoryName(row.gameType)} · {row.vendorName}
          </span>
          <span className="bet-game__round">{t('bets.round', { id: row.roundId })}</span>
        </div>
      ),
    },
    { key: 'stake', header: t('bets.stake'), numeric: true, cell: (row) => formatMinor(row.stake) },
    { key: 'win', header: t('bets.win'), numeric: true, cell: (row) => formatMinor(row.win) },
    { key: 'profit', header: t('history.profit'), numeric: true, cell: (row) => <SignedAmount minor={row.profit} /> },
    {
      key: 'status',
      header: t('bets.status'),
      cell: (row) => (
        <div className="bet-status">
          <span className={`badge badge--${statusTone[row.status]}`}>{t(`bets.statuses.${row.status}`)}</span>
          <span className={row.mode === 'trial' ? 'bet-mode bet-mode--trial' : 'bet-mode'}>
            {t(`bets.modes.${row.mode}`)}
          </span>
        </div>
      ),
    },
  ];

  return (
    <div className="history">
      <DateRangeFilter value={filter} onChange={paged.setFilter} />
      <PagedTable
        query={query}
        onPage={paged.setPage}
        empty={{ title: t('bets.emptyTitle'), text: t('bets.emptyText') }}
        caption={t('memberCenter.pages.personalHistoryCopy')}
        columns={columns}
        rowKey={(row) => row.roundId}
      />
    </div>
  );
}
