import { type LotteryOrder, lotteryOrderSchema, lotteryPaths } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { get } from '../../../lib/http';
import { withQuery } from '../../../lib/search-params';
import { useToken } from '../../../lib/session';
import { lotteryKeys } from './keys';

const ordersSchema = z.array(lotteryOrderSchema);

/** GET /lotto/lgw/orders/today?gameCode=: the member's orders of today in one game, newest first. */
export function getOrdersToday(gameCode: string, signal?: AbortSignal): Promise<LotteryOrder[]> {
  return get(withQuery(lotteryPaths.ordersToday, { gameCode }), ordersSchema, signal);
}

/** While a line still waits for its draw, the list is read again now and then so results show up. */
export const waitingPollMs = 10_000;

export function useOrdersToday(gameCode: string) {
  const token = useToken();
  return useQuery({
    queryKey: lotteryKeys.ordersToday(token, gameCode),
    queryFn: ({ signal }) => getOrdersToday(gameCode, signal),
    enabled: token !== null && gameCode !== '',
    refetchInterval: (query) =>
      query.state.data?.some((order) => order.lines.some((line) => line.status === 'waiting')) ? waitingPollMs : false,
  });
}
