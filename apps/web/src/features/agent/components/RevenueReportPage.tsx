import type { TeamPlayRow } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../../components/ui/DataTable';
import { currentLanguage } from '../../../lib/i18n';
import { formatDay } from '../../../lib/time';
import { mobileQuery, useMediaQuery } from '../../../lib/use-media-query';
import { useCategoryName } from '../hooks/use-category-name';
import { type PlayGroup, playByCategory } from '../model/team-play';
import { usePlayColumns } from './play-figures';
import { TeamPlayReport } from './TeamPlayReport';

/** agentRevenueReport: my team's play per game category over the range, then per day and category. */
export default function RevenueReportPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language ? currentLanguage() : 'EN';
  const categoryName = useCategoryName();
  const mobile = useMediaQuery(mobileQuery);
  const categoryColumns: Column<PlayGroup>[] = [
    { key: 'category', header: t('history.category'), cell: (row) => categoryName(row.key) },
    ...usePlayColumns<PlayGroup>(),
  ];
  const dayColumns: Column<TeamPlayRow>[] = [
    { key: 'day', header: t('history.day'), cell: (row) => formatDay(row.day, language) },
    { key: 'category', header: t('history.category'), cell: (row) => categoryName(row.category) },
    ...usePlayColumns<TeamPlayRow>(),
  ];
  return (
    <TeamPlayReport>
      {(report) => (
        <>
          <section className="report-section" aria-labelledby="revenue-by-category">
            <h2 id="revenue-by-category" className="panel__title">
              {t('agent.reports.perCategory')}
            </h2>
            <DataTable
              caption={t('agent.reports.perCategory')}
              columns={categoryColumns}
              rows={playByCategory(report.rows)}
              rowKey={(row) => row.key}
            />
          </section>
          {/* A row per day and category is a long list of cards on a phone: there it opens on request. */}
          <details className="report-section report-details" open={!mobile}>
            <summary className="panel__title">{t('agent.reports.perDayAndCategory')}</summary>
            <DataTable
              caption={t('agent.reports.perDayAndCategory')}
              columns={dayColumns}
              rows={report.rows}
              rowKey={(row) => `${row.day}:${row.category}`}
            />
          </details>
        </>
      )}
    </TeamPlayReport>
  );
}
