import { type BettingRequest, bettingResultSchema, lotteryPaths } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '../../../lib/http';
import { useRefreshRoundViews } from '../../../lib/member/round-views';
import { useToken } from '../../../lib/session';
import { useIdempotencyKey } from '../../../lib/use-idempotency-key';
import { lotteryKeys } from './keys';

export type BettingResult = z.infer<typeof bettingResultSchema>;

/** POST /lotto/lgw/orders/betting with its Idempotency-Key: the same key answers the same order. */
export function placeOrder(body: BettingRequest, idempotencyKey: string): Promise<BettingResult> {
  return request(lotteryPaths.betting, bettingResultSchema, {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/**
 * Places a slip. The same slip sent again after no answer keeps its key (the server may have taken it);
 * any answer ends the attempt. Afterwards today's orders and every view that shows the member's rounds
 * (balance, betting record, recent games, missions, VIP) are read again.
 */
export function usePlaceOrder(gameCode: string) {
  const token = useToken();
  const queryClient = useQueryClient();
  const refreshRoundViews = useRefreshRoundViews();
  const withKey = useIdempotencyKey();
  return useMutation({
    mutationFn: (body: BettingRequest) => withKey(body, (key) => placeOrder(body, key)),
    onSuccess: () =>
      Promise.all([
        refreshRoundViews(),
        queryClient.invalidateQueries({ queryKey: lotteryKeys.ordersToday(token, gameCode) }),
      ]),
  });
}
