import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../../components/ui/DataTable';
import { currentLanguage } from '../../../lib/i18n';
import { formatDay } from '../../../lib/time';
import { type PlayGroup, playByDay } from '../model/team-play';
import { usePlayColumns } from './play-figures';
import { TeamDayChart } from './TeamDayChart';
import { TeamPlayReport } from './TeamPlayReport';

/** palStatementsAgentCopy: my team's profit and loss per day, every game category together. */
export default function TeamProfitPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language ? currentLanguage() : 'EN';
  const playColumns = usePlayColumns<PlayGroup>();
  const columns: Column<PlayGroup>[] = [
    { key: 'day', header: t('history.day'), cell: (row) => formatDay(row.key, language) },
    ...playColumns,
  ];
  return (
    <TeamPlayReport>
      {(report) => {
        const days = playByDay(report.rows);
        return (
          <>
            <section className="panel" aria-labelledby="team-profit-chart">
              <h2 id="team-profit-chart" className="panel__title">
                {t('agent.reports.perDay')}
              </h2>
              <TeamDayChart
                days={days.map((day) => ({ ...day, day: day.key }))}
                label={t('agent.reports.chartLabel')}
              />
            </section>
            <DataTable
              caption={t('agentMenu.palStatementsAgentCopy')}
              columns={columns}
              rows={days}
              rowKey={(row) => row.key}
            />
          </>
        );
      }}
    </TeamPlayReport>
  );
}
