import type { AgentContract, ContractState } from '@portal/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { formatDay } from '../../../lib/time';
import { useFormatSiteTime } from '../../../lib/use-format-site-time';
import { useCounterparty } from '../hooks/use-counterparty';
import { ContractActions } from './ContractActions';
import { TiersTable } from './TiersTable';

/** A state's badge colour: waiting for someone is a warning, running a success, anything over is muted. */
export const stateTone: Record<ContractState, 'warning' | 'success' | 'muted'> = {
  offered: 'warning',
  accepted: 'success',
  terminating: 'warning',
  rejected: 'muted',
  terminated: 'muted',
  finished: 'muted',
};

/** One contract: who is on the other side, its state, period and dates, its tiers and what I can do. */
export function ContractCard({ contract }: { contract: AgentContract }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language ? currentLanguage() : 'EN';
  const titleId = useId();
  const counterparty = useCounterparty();
  const formatTime = useFormatSiteTime();
  const facts: { key: string; label: string; value: string }[] = [
    { key: 'period', label: t('agentContracts.card.period'), value: t(`agentContracts.periods.${contract.period}`) },
    { key: 'offeredAt', label: t('agentContracts.card.offeredAt'), value: formatTime(contract.offeredAt) },
  ];
  if (contract.acceptedAt) {
    facts.push({
      key: 'acceptedAt',
      label: t('agentContracts.card.acceptedAt'),
      value: formatTime(contract.acceptedAt),
    });
  }
  if (contract.endedAt) {
    const reason = contract.endReason ? ` · ${t(`agentContracts.endReasons.${contract.endReason}`)}` : '';
    facts.push({
      key: 'endedAt',
      label: t('agentContracts.card.endedAt'),
      value: formatTime(contract.endedAt) + reason,
    });
  }
  facts.push({
    key: 'endsOn',
    label: t('agentContracts.card.endsOn'),
    value: contract.endsOn ? formatDay(contract.endsOn, language) : t('agentContracts.card.noEnd'),
  });
  return (
    <article className="surface contract-card" aria-labelledby={titleId}>
      <header className="contract-card__head">
        <h3 id={titleId} className="contract-card__title">
          {counterparty(contract)}
        </h3>
        <span className={`badge badge--${stateTone[contract.state]}`}>
          {t(`agentContracts.states.${contract.state}`)}
        </span>
      </header>
      <dl className="contract-card__facts">
        {facts.map((fact) => (
          <div key={fact.key}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      <TiersTable
        tiers={contract.tiers}
        caption={t('agentContracts.tiers.caption', { party: counterparty(contract) })}
      />
      <ContractActions contract={contract} />
    </article>
  );
}
