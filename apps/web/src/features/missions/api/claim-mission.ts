import { missionPaths, missionSummarySchema } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { useRefreshBalances } from '../../../lib/member/use-refresh-balances';
import { useToken } from '../../../lib/session';
import { missionKeys } from './keys';

/** POST /wps/missions/:id/claim: the reward of a completed mission, once a period; answers my missions. */
export function claimMission(id: string) {
  return request(missionPaths.claim.replace(':id', encodeURIComponent(id)), missionSummarySchema, { method: 'POST' });
}

/** Claims; then my missions (the badge too), the leaderboards and the balance are read again. */
export function useClaimMission() {
  const token = useToken();
  const queryClient = useQueryClient();
  const refreshBalances = useRefreshBalances();
  return useMutation({
    mutationFn: claimMission,
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: missionKeys.all(token) }), refreshBalances()]),
  });
}
