import { type WithdrawRules, withdrawPaths, withdrawRulesSchema } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/http';
import { useToken } from '../../../lib/session';
import { withdrawKeys } from './keys';

/** GET /wps/cashier/withdraw/rules: the site's limits and how many withdrawals the member made today. */
export function getWithdrawRules(signal?: AbortSignal): Promise<WithdrawRules> {
  return get(withdrawPaths.rules, withdrawRulesSchema, signal);
}

export function useWithdrawRules() {
  const token = useToken();
  return useQuery({
    queryKey: withdrawKeys.rules(token),
    queryFn: ({ signal }) => getWithdrawRules(signal),
    enabled: token !== null,
  });
}
