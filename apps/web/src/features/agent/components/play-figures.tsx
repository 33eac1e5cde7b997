import type { TeamPlayFigures } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../components/ui/DataTable';
import { SignedAmount } from '../../../components/ui/SignedAmount';
import { useFormatMinor } from '../../../lib/use-format-minor';
import { agentSide } from '../model/team-play';
import { type Figure, FigureCards } from './FigureCards';

/** The play columns every team report shows after its own first column (the day, the category). */
export function usePlayColumns<T extends TeamPlayFigures>(): Column<T>[] {
  const { t } = useTranslation();
  const formatMinor = useFormatMinor();
  return [
    { key: 'rounds', header: t('agent.figures.rounds'), numeric: true, cell: (row) => row.rounds },
    { key: 'stake', header: t('agent.figures.stake'), numeric: true, cell: (row) => formatMinor(row.stake) },
    { key: 'validBet', header: t('agent.figures.validBet'), numeric: true, cell: (row) => formatMinor(row.validBet) },
    { key: 'payout', header: t('agent.figures.payout'), numeric: true, cell: (row) => formatMinor(row.payout) },
    {
      key: 'profitLoss',
      header: t('agent.figures.profitLoss'),
      numeric: true,
      cell: (row) => <SignedAmount minor={agentSide(row.profitLoss)} />,
    },
  ];
}

/** A report's totals over the range as cards above its tables. */
export function PlayTotals({ totals }: { totals: TeamPlayFigures }) {
  const { t } = useTranslation();
  const formatMinor = useFormatMinor();
  const figures: Figure[] = [
    { key: 'rounds', label: t('agent.figures.rounds'), value: totals.rounds },
    { key: 'stake', label: t('agent.figures.stake'), value: formatMinor(totals.stake) },
    { key: 'validBet', label: t('agent.figures.validBet'), value: formatMinor(totals.validBet) },
    { key: 'payout', label: t('agent.figures.payout'), value: formatMinor(totals.payout) },
    {
      key: 'profitLoss',
      label: t('agent.figures.profitLoss'),
      value: <SignedAmount minor={agentSide(totals.profitLoss)} />,
    },
  ];
  return <FigureCards figures={figures} label={t('history.totals')} />;
}
