import type { ContractRole } from '@portal/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Who is on the other side, as a short phrase: "From agent01" (or "From the site", whose contracts
 * have no upline) for one I hold, "To agent02" for one I gave.
 */
export function useCounterparty(): (party: { role: ContractRole; upline: string | null; downline: string }) => string {
  const { t } = useTranslation();
  return useCallback(
    ({ role, upline, downline }) => {
      if (role === 'given') return t('agentContracts.party.to', { name: downline });
      return upline === null ? t('agentContracts.party.fromSite') : t('agentContracts.party.from', { name: upline });
    },
    [t],
  );
}
