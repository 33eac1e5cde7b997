import { type LotteryOrder, lotteryOrderSchema, lotteryPaths } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { useRefreshRoundViews } from '../../../lib/member/round-views';
import { useToken } from '../../../lib/session';
import { lotteryKeys, lotteryPath } from './keys';

/** DELETE /lotto/lgw/orders/:orderNumber: cancels what still waits on an open issue (refunded). */
export function cancelOrder(orderNumber: string): Promise<LotteryOrder> {
  return request(lotteryPath(lotteryPaths.order, { orderNumber }), lotteryOrderSchema, { method: 'DELETE' });
}

export function useCancelOrder(gameCode: string) {
  const token = useToken();
  const queryClient = useQueryClient();
  const refreshRoundViews = useRefreshRoundViews();
  return useMutation({
    mutationFn: cancelOrder,
    onSettled: () =>
      Promise.all([
        refreshRoundViews(),
        queryClient.invalidateQueries({ queryKey: lotteryKeys.ordersToday(token, gameCode) }),
      ]),
  });
}
