import { type convertPointSchema, pointBalanceSchema, type redeemPointRewardSchema } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '../../../lib/http';
import { useRefreshBalances } from '../../../lib/member/use-refresh-balances';
import { useToken } from '../../../lib/session';
import { type PointBalance, pointBalanceQuery } from './get-points';
import { pointKeys } from './keys';

export const redeemPath = '/wps/relay/passwordCheck/MCS2_redeemPointReward';
export const convertPath = '/wps/relay/passwordCheck/MCS2_convertPoint';

export type RedeemBody = z.input<typeof redeemPointRewardSchema>;
export type ConvertBody = z.input<typeof convertPointSchema>;

/** passwordCheck/MCS2_redeemPointReward (enc, payment password): answers my points as they now stand. */
export function redeemReward(body: RedeemBody): Promise<PointBalance> {
  return request(redeemPath, pointBalanceSchema, { method: 'POST', body, encrypt: true });
}

/** passwordCheck/MCS2_convertPoint (enc, payment password): the cash goes to the main wallet at once. */
export function convertPoints(body: ConvertBody): Promise<PointBalance> {
  return request(convertPath, pointBalanceSchema, { method: 'POST', body, encrypt: true });
}

/**
 * Spending points: the answer is my new balance; the rewards' stock and my redemptions are read again,
 * and after a conversion the money balances too.
 */
function useSpend<B>(send: (body: B) => Promise<PointBalance>, moneyMoves: boolean) {
  const token = useToken();
  const queryClient = useQueryClient();
  const refreshBalances = useRefreshBalances();
  return useMutation({
    mutationFn: send,
    onSuccess: async (balance) => {
      queryClient.setQueryData(pointBalanceQuery(token).queryKey, balance);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: pointKeys.allRewards(token) }),
        queryClient.invalidateQueries({ queryKey: pointKeys.allRedemptions(token) }),
        moneyMoves ? refreshBalances() : null,
      ]);
    },
  });
}

export const useRedeemReward = () => useSpend(redeemReward, false);
export const useConvertPoints = () => useSpend(convertPoints, true);
