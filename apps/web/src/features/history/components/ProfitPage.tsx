import type { ProfitReport, ProfitRow } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/Card';
import { type Column, DataTable } from '../../../components/ui/DataTable';
import { DateRangeFilter } from '../../../components/ui/DateRangeFilter';
import { QueryView } from '../../../components/ui/QueryView';
import { SignedAmount } from '../../../components/ui/SignedAmount';
import { currentLanguage } from '../../../lib/i18n';
import { formatDay } from '../../../lib/time';
import { useCategoryName } from '../../../lib/use-category-name';
import { useFormatMinor } from '../../../lib/use-format-minor';
import { useHistoryFilter } from '../../../lib/use-history-filter';
import { useProfit } from '../api/get-profit';
import { ProfitChart } from './ProfitChart';
import '../../../components/ui/history.css';

/** The range's totals as four figures above the table; profit signed and coloured. */
function ProfitTotals({ totals }: { totals: ProfitReport['totals'] }) {
  const { t } = useTranslation();
  const formatMinor = useFormatMinor();
  return (
    <section aria-label={t('history.totals')}>
      <dl className="profit-totals">
        <Card className="profit-totals__item">
          <dt>{t('history.bet')}</dt>
          <dd className="figures">{formatMinor(totals.bet)}</dd>
        </Card>
        <Card className="profit-totals__item">
          <dt>{t('history.win')}</dt>
          <dd className="figures">{formatMinor(totals.win)}</dd>
        </Card>
        <Card className="profit-totals__item">
          <dt>{t('history.bonus')}</dt>
          <dd className="figures">{formatMinor(totals.bonus)}</dd>
        </Card>
        <Card className="profit-totals__item">
          <dt>{t('history.profit')}</dt>
          <dd>
            <SignedAmount minor={totals.profit} />
          </dd>
        </Card>
      </dl>
    </section>
  );
}

/** personalProfit (SPEC §2): bets, wins, bonuses and profit per day and game category, and their totals. */
export default function ProfitPage() {
  const { t, i18n } = useTranslation();
  const formatMinor = useFormatMinor();
  const categoryName = useCategoryName();
  const language = i18n.language ? currentLanguage() : 'EN';
  const paged = useHistoryFilter({});
  const query = useProfit({ from: paged.filter.from, to: paged.filter.to });

  const columns: Column<ProfitRow>[] = [
    { key: 'day', header: t('history.day'), cell: (row) => formatDay(row.day, language) },
    { key: 'category', header: t('history.category'), cell: (row) => categoryName(row.category) },
    { key: 'bet', header: t('history.bet'), numeric: true, cell: (row) => formatMinor(row.bet) },
    { key: 'win', header: t('history.win'), numeric: true, cell: (row) => formatMinor(row.win) },
    { key: 'bonus', header: t('history.bonus'), numeric: true, cell: (row) => formatMinor(row.bonus) },
    { key: 'profit', header: t('history.profit'), numeric: true, cell: (row) => <SignedAmount minor={row.profit} /> },
  ];

  return (
    <div className="history">
      <DateRangeFilter value={paged.filter} onChange={paged.setFilter} />
      <QueryView
        query={query}
        isEmpty={(report) => report.rows.length === 0}
        empty={{ title: t('history.emptyProfitTitle'), text: t('history.emptyProfitText') }}
      >
        {(report) => (
          <>
            <ProfitTotals totals={report.totals} />
            <ProfitChart rows={report.rows} />
            <DataTable
              caption={t('memberCenter.pages.personalProfit')}
              columns={columns}
              rows={report.rows}
              rowKey={(row) => `${row.day}:${row.category}`}
            />
          </>
        )}
      </QueryView>
    </div>
  );
}
