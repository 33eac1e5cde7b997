import type { ContractKind, ContractSettlement } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../components/ui/DataTable';
import { SignedAmount } from '../../../components/ui/SignedAmount';
import { useFormatMinor } from '../../../lib/use-format-minor';
import { useCounterparty } from '../hooks/use-counterparty';
import { useFormatPeriod } from '../hooks/use-format-period';
import { useFormatRate } from '../hooks/use-format-rate';

/** The reasons the settlement job writes: want of funds, or the payer's money may not leave (issue 22). */
const unpaidReasons = ['INSUFFICIENT_FUNDS', 'TURNOVER_REQUIRED', 'DEMO_MONEY_NOT_WITHDRAWABLE'] as const;
const isUnpaidReason = (reason: string): reason is (typeof unpaidReasons)[number] =>
  (unpaidReasons as readonly string[]).includes(reason);

/** Why a period is unpaid, in words; a reason the job does not write shows as it came. */
function useUnpaidReason(): (reason: string | null) => string {
  const { t } = useTranslation();
  return (reason) =>
    reason && isUnpaidReason(reason) ? t(`agentContracts.settlements.reasons.${reason}`) : (reason ?? '');
}

/** The state of a settled period: paid, unpaid and why (it is retried), or nothing due. */
function SettlementState({ row }: { row: ContractSettlement }) {
  const { t } = useTranslation();
  const reason = useUnpaidReason();
  const tone = { paid: 'success', unpaid: 'danger', nothing: 'muted' }[row.state];
  return (
    <span className="settlement-state">
      <span className={`badge badge--${tone}`}>{t(`agentContracts.settlements.states.${row.state}`)}</span>
      {row.state === 'unpaid' && row.reason ? (
        <span className="settlement-state__reason">{reason(row.reason)}</span>
      ) : null}
    </span>
  );
}

/** The settlement table's columns: the period, who, the team's figures, the rate they reached and what it came to. */
export function useSettlementColumns(kind: ContractKind): Column<ContractSettlement>[] {
  const { t } = useTranslation();
  const formatMinor = useFormatMinor();
  const formatRate = useFormatRate();
  const formatPeriod = useFormatPeriod(kind);
  const counterparty = useCounterparty();
  return [
    {
      key: 'period',
      header: t('agentContracts.settlements.period'),
      cell: (row) => formatPeriod(row.periodStart, row.periodEnd),
    },
    { key: 'party', header: t('agentContracts.settlements.party'), cell: (row) => counterparty(row) },
    {
      key: 'validBet',
      header: t('agentContracts.settlements.validBet'),
      numeric: true,
      cell: (row) => formatMinor(row.validBet),
    },
    {
      key: 'profitLoss',
      header: t('agentContracts.settlements.profitLoss'),
      numeric: true,
      cell: (row) => <SignedAmount minor={row.profitLoss} />,
    },
    {
      key: 'activeMembers',
      header: t('agentContracts.settlements.activeMembers'),
      numeric: true,
      cell: (row) => row.activeMembers,
    },
    { key: 'rate', header: t('agentContracts.settlements.rate'), numeric: true, cell: (row) => formatRate(row.rate) },
    {
      key: 'amount',
      header: t('agentContracts.settlements.amount'),
      numeric: true,
      cell: (row) => formatMinor(row.amount),
    },
    { key: 'state', header: t('agentContracts.settlements.state'), cell: (row) => <SettlementState row={row} /> },
  ];
}
