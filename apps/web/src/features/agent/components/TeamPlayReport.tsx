import type { TeamPlayReport as Report } from '@portal/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '../../../components/ui/DateRangeFilter';
import { QueryView } from '../../../components/ui/QueryView';
import { useHistoryFilter } from '../../../lib/use-history-filter';
import { useTeamPlay } from '../api/get-team-play';
import { PlayTotals } from './play-figures';
import '../../../components/ui/history.css';
import './agent-pages.css';

/**
 * The frame of the two reports built on my team's play: the range, every loading state, the totals,
 * then what the report makes of the rows.
 */
export function TeamPlayReport({ children }: { children: (report: Report) => ReactNode }) {
  const { t } = useTranslation();
  const paged = useHistoryFilter({});
  const query = useTeamPlay({ from: paged.filter.from, to: paged.filter.to });
  return (
    <div className="history">
      <DateRangeFilter value={paged.filter} onChange={paged.setFilter} />
      <QueryView
        query={query}
        isEmpty={(report) => report.rows.length === 0}
        empty={{ title: t('agent.reports.emptyTitle'), text: t('agent.reports.emptyText') }}
      >
        {(report) => (
          <>
            <PlayTotals totals={report.totals} />
            {children(report)}
          </>
        )}
      </QueryView>
    </div>
  );
}
