import type { DownlineRow } from '@portal/contracts';
import { ArrowRightLeft, FilePlus2, Network } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../components/ui/DataTable';
import { SignedAmount } from '../../../components/ui/SignedAmount';
import { useFormatMinor } from '../../../lib/use-format-minor';
import { useFormatSiteTime } from '../../../lib/use-format-site-time';
import '../../../components/ui/money.css';
import { agentSide } from '../model/team-play';

/** A small button of a row, named with the downline it acts on for screen readers. */
function RowAction({
  label,
  name,
  icon,
  onClick,
}: {
  label: string;
  name: string;
  icon: ReactNode;
  onClick: () => void;
}) {
  return (
    <button type="button" className="btn btn--ghost" aria-label={name} onClick={onClick}>
      {icon}
      {label}
    </button>
  );
}

/**
 * The downline table's columns: who it is, its team now, its team's play in the range, and what I
 * can do with it (send money, when the page offers a transfer; offer an agent a contract, when the
 * page offers that; open an agent's own downlines). The transfer comes first so that it lines up in
 * every row.
 */
export function useDownlineColumns({
  onDrill,
  onTransfer,
  onOfferContract,
}: {
  onDrill: (username: string) => void;
  onTransfer?: (username: string) => void;
  onOfferContract?: (username: string) => void;
}): Column<DownlineRow>[] {
  const { t } = useTranslation();
  const formatMinor = useFormatMinor();
  const formatTime = useFormatSiteTime();
  const actions = (row: DownlineRow) => (
    <span className="row-actions">
      {onTransfer ? (
        <RowAction
          label={t('agent.downlines.transfer')}
          name={t('agent.downlines.transferTo', { name: row.username })}
          icon={<ArrowRightLeft size={16} aria-hidden="true" />}
          onClick={() => onTransfer(row.username)}
        />
      ) : null}
      {onOfferContract && row.type === 'agent' ? (
        <RowAction
          label={t('agentContracts.offer.rowAction')}
          name={t('agentContracts.offer.titleFor', { name: row.username })}
          icon={<FilePlus2 size={16} aria-hidden="true" />}
          onClick={() => onOfferContract(row.username)}
        />
      ) : null}
      {row.type === 'agent' ? (
        <RowAction
          label={t('agent.downlines.viewTeam')}
          name={t('agent.downlines.viewTeamOf', { name: row.username })}
          icon={<Network size={16} aria-hidden="true" />}
          onClick={() => onDrill(row.username)}
        />
      ) : null}
    </span>
  );
  return [
    { key: 'username', header: t('agent.downlines.username'), cell: (row) => row.username },
    { key: 'nickname', header: t('agent.downlines.nickname'), cell: (row) => row.nickname || '—' },
    {
      key: 'type',
      header: t('agent.downlines.type'),
      cell: (row) => (
        <span className={`badge ${row.type === 'agent' ? 'badge--warning' : 'badge--muted'}`}>
          {t(`agent.types.${row.type}`)}
        </span>
      ),
    },
    { key: 'teamSize', header: t('agent.figures.teamSize'), numeric: true, cell: (row) => row.teamSize },
    { key: 'balance', header: t('agent.downlines.balance'), numeric: true, cell: (row) => formatMinor(row.balance) },
    {
      key: 'validBet',
      header: t('agent.figures.validBet'),
      numeric: true,
      cell: (row) => formatMinor(row.figures.validBet),
    },
    {
      key: 'profitLoss',
      header: t('agent.figures.profitLoss'),
      numeric: true,
      cell: (row) => <SignedAmount minor={agentSide(row.figures.profitLoss)} />,
    },
    {
      key: 'lastLogin',
      header: t('agent.downlines.lastLogin'),
      cell: (row) => (row.lastLoginAt ? formatTime(row.lastLoginAt) : t('agent.downlines.never')),
    },
    { key: 'actions', header: t('agent.downlines.actions'), cell: actions },
  ];
}
