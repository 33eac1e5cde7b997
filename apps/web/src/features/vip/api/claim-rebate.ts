import { rebateSchema, vipPaths } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { useRefreshBalances } from '../../../lib/member/use-refresh-balances';
import { useToken } from '../../../lib/session';
import { type Rebate, rebateQuery } from './get-rebate';

/** POST /wps/rebate/claim: pays what has accrued (each bet once) and answers the rebate as it now stands. */
export function claimRebate(): Promise<Rebate> {
  return request(vipPaths.claimRebate, rebateSchema, { method: 'POST' });
}

/** Claims; the page then shows the answer (nothing accrued) and the header balance is read again. */
export function useClaimRebate() {
  const token = useToken();
  const queryClient = useQueryClient();
  const refreshBalances = useRefreshBalances();
  return useMutation({
    mutationFn: claimRebate,
    onSuccess: async (rebate) => {
      queryClient.setQueryData(rebateQuery(token).queryKey, rebate);
      await refreshBalances();
    },
  });
}
