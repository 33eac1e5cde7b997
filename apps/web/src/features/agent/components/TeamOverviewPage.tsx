import type { TeamOverview } from '@portal/contracts';
import { UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DateRangeFilter } from '../../../components/ui/DateRangeFilter';
import { EmptyState } from '../../../components/ui/EmptyState';
import { QueryView } from '../../../components/ui/QueryView';
import { SignedAmount } from '../../../components/ui/SignedAmount';
import { useFormatMinor } from '../../../lib/use-format-minor';
import { useHistoryFilter } from '../../../lib/use-history-filter';
import { useTeamOverview } from '../api/get-team-overview';
import { type Figure, FigureCards } from './FigureCards';
import { TeamDayChart } from './TeamDayChart';
import '../../../components/ui/history.css';
import './agent-pages.css';
import { agentSide } from '../model/team-play';

/** The ten figures of the overview: the team now (size, balance), then what it did in the range. */
function useOverviewFigures(overview: TeamOverview): Figure[] {
  const { t } = useTranslation();
  const formatMinor = useFormatMinor();
  const { totals } = overview;
  const count = (value: number) => t('agent.figures.transactions', { number: value });
  return [
    { key: 'teamSize', label: t('agent.figures.teamSize'), value: overview.teamSize },
    { key: 'teamBalance', label: t('agent.figures.teamBalance'), value: formatMinor(overview.teamBalance) },
    { key: 'newMembers', label: t('agent.figures.newMembers'), value: totals.newMembers },
    { key: 'activeMembers', label: t('agent.figures.activeMembers'), value: totals.activeMembers },
    { key: 'firstDeposits', label: t('agent.figures.firstDeposits'), value: totals.firstDeposits },
    {
      key: 'deposits',
      label: t('agent.figures.deposits'),
      value: formatMinor(totals.deposits),
      note: count(totals.depositCount),
    },
    {
      key: 'withdrawals',
      label: t('agent.figures.withdrawals'),
      value: formatMinor(totals.withdrawals),
      note: count(totals.withdrawalCount),
    },
    { key: 'validBet', label: t('agent.figures.validBet'), value: formatMinor(totals.validBet) },
    { key: 'payout', label: t('agent.figures.payout'), value: formatMinor(totals.payout) },
    {
      key: 'profitLoss',
      label: t('agent.figures.profitLoss'),
      value: <SignedAmount minor={agentSide(totals.profitLoss)} />,
    },
  ];
}

function OverviewContent({ overview }: { overview: TeamOverview }) {
  const { t } = useTranslation();
  const figures = useOverviewFigures(overview);
  const played = overview.days.some((day) => day.validBet !== '0' || day.profitLoss !== '0');
  if (overview.teamSize === 0) {
    return (
      <EmptyState
        icon={<UsersRound size={32} />}
        title={t('agent.overview.emptyTitle')}
        text={t('agent.overview.emptyText')}
        action={
          <Link to="/agentHome?page=registerCenter" className="btn btn--primary">
            {t('agentMenu.registerCenter')}
          </Link>
        }
      />
    );
  }
  return (
    <>
      <FigureCards figures={figures} label={t('agent.overview.figures')} />
      <section className="panel" aria-labelledby="team-days-title">
        <h2 id="team-days-title" className="panel__title">
          {t('agent.overview.perDay')}
        </h2>
        {played ? (
          <TeamDayChart days={overview.days} label={t('agent.overview.chartLabel')} />
        ) : (
          <EmptyState title={t('agent.overview.quietTitle')} text={t('agent.overview.quietText')} />
        )}
      </section>
    </>
  );
}

/** agentTeamOverview: my team now and over a range of site days, with a chart per day. */
export default function TeamOverviewPage() {
  const paged = useHistoryFilter({});
  const query = useTeamOverview({ from: paged.filter.from, to: paged.filter.to });
  return (
    <div className="history">
      <DateRangeFilter value={paged.filter} onChange={paged.setFilter} />
      {/* An empty team is shown by the content itself, with the way to open a first account. */}
      <QueryView query={query} isEmpty={() => false} empty={{ title: '' }}>
        {(overview) => <OverviewContent overview={overview} />}
      </QueryView>
    </div>
  );
}
