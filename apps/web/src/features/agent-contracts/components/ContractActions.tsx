import type { AgentContract } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { toast } from '../../../components/ui/toast';
import { useErrorMessage } from '../../../lib/errors';
import { useDecideContract } from '../api/decide-contract';
import {
  type AskedDecision,
  asksFirst,
  type ContractDecision,
  decisionsFor,
  endsAtOnce,
  waitingFor,
} from '../model/contract-actions';

/**
 * The buttons of a contract for my side in its state, or what it waits for from the other side.
 * Whatever ends or replaces a contract asks first in a dialog; a refusal stays in that dialog.
 */
export function ContractActions({ contract }: { contract: AgentContract }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const decide = useDecideContract(contract.kind);
  const [asking, setAsking] = useState<AskedDecision | null>(null);
  const decisions = decisionsFor(contract);
  const wait = waitingFor(contract);
  const other = contract.role === 'held' ? (contract.upline ?? t('agentContracts.party.site')) : contract.downline;

  const run = async (action: ContractDecision) => {
    try {
      const after = await decide.mutateAsync({ action, contractId: contract.id });
      setAsking(null);
      // A site-given contract ends at once when its holder asks: say what happened, not what was asked.
      toast.success(t(`agentContracts.actions.done.${after.state === 'terminated' ? 'acceptTermination' : action}`));
    } catch (error) {
      if (!asking) toast.error(errorMessage(error));
    }
  };
  const press = (action: ContractDecision) => {
    decide.reset();
    if (asksFirst(action)) setAsking(action);
    else void run(action);
  };

  if (decisions.length === 0) {
    return wait ? <p className="contract-card__wait">{t(`agentContracts.wait.${wait}`, { name: other })}</p> : null;
  }
  const confirmText =
    asking === 'requestTermination' && endsAtOnce(contract) ? 'requestTerminationAtOnce' : (asking ?? 'accept');
  return (
    <div className="contract-card__actions">
      {decisions.map((action) => (
        <Button
          key={action}
          variant={action === 'accept' || action === 'acceptTermination' ? 'primary' : 'secondary'}
          aria-label={t(`agentContracts.actions.named.${action}`, { name: other })}
          pending={decide.isPending && decide.variables?.action === action && !asking}
          disabled={decide.isPending}
          onClick={() => press(action)}
        >
          {t(`agentContracts.actions.${action}`)}
        </Button>
      ))}
      <ConfirmDialog
        open={asking !== null}
        title={t(`agentContracts.confirm.${confirmText}.title`)}
        confirmLabel={t(`agentContracts.actions.${asking ?? 'accept'}`)}
        onConfirm={() => asking && void run(asking)}
        onCancel={() => setAsking(null)}
        pending={decide.isPending}
        error={decide.error ? errorMessage(decide.error) : null}
      >
        <p>{t(`agentContracts.confirm.${confirmText}.text`, { name: other })}</p>
      </ConfirmDialog>
    </div>
  );
}
