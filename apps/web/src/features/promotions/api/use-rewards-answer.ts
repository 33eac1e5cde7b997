import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { sessionKeys } from '../../../lib/member/session-keys';
import { useRefreshBalances } from '../../../lib/member/use-refresh-balances';
import { useToken } from '../../../lib/session';
import { promotionKeys } from './keys';

/**
 * After a call that answers the reward centre (join, claim, forfeit, an application, a raffle draw):
 * the reward centre is read again, so is the member info's waiting count (the badges), and the balance when money moved.
 */
export function useRewardsAnswer(): (moneyMoved: boolean) => Promise<void> {
  const token = useToken();
  const queryClient = useQueryClient();
  const refreshBalances = useRefreshBalances();
  return useCallback(
    async (moneyMoved) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: promotionKeys.rewards(token) }),
        queryClient.invalidateQueries({ queryKey: sessionKeys.info(token) }),
        moneyMoved ? refreshBalances() : null,
      ]);
    },
    [queryClient, refreshBalances, token],
  );
}
