import type { DrawRecord } from '@portal/contracts';
import { commitmentOf, type DrawShape, drawResult } from '@portal/lottery';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { verifyDraw } from '../model/verify';
import { lotteryKeys } from './keys';

const engine = { commitmentOf, drawResult };

/**
 * A house draw checked in this browser (LOTTERY.md §7): SHA-256 of the revealed seed must be the
 * commitment listed before sales opened, and the seed must draw the published result. Nothing is
 * fetched; the query keeps the answer per seed, so a second look is instant.
 */
export const verifyDrawQuery = (gameCode: string, shape: DrawShape, draw: DrawRecord) =>
  queryOptions({
    queryKey: lotteryKeys.verify(gameCode, draw.issueNumber, draw.serverSeed),
    queryFn: () => verifyDraw(draw, shape, gameCode, engine),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export function useVerifyDraw(gameCode: string, shape: DrawShape, draw: DrawRecord) {
  return useQuery(verifyDrawQuery(gameCode, shape, draw));
}
