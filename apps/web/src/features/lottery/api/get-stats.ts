import { drawStatsSchema, lotteryPaths } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { get } from '../../../lib/http';
import { withQuery } from '../../../lib/search-params';
import { lotteryKeys, lotteryPath } from './keys';

export type DrawStats = z.infer<typeof drawStatsSchema>;

/** GET /lotto/lgw/draw/:gameCode/stats?draws=: hits and gaps per position over the last draws. */
export function getDrawStats(gameCode: string, draws: number, signal?: AbortSignal): Promise<DrawStats> {
  return get(withQuery(lotteryPath(lotteryPaths.stats, { gameCode }), { draws }), drawStatsSchema, signal);
}

export function useDrawStats(gameCode: string, draws: number) {
  return useQuery({
    queryKey: lotteryKeys.stats(gameCode, draws),
    queryFn: ({ signal }) => getDrawStats(gameCode, draws, signal),
    enabled: gameCode !== '',
  });
}
