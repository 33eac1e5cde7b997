import { lotteryPaths, type OpenIssue, openIssueSchema } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { ApiError, get } from '../../../lib/http';
import { withQuery } from '../../../lib/search-params';
import { type Clock, offsetOf } from '../model/clock';
import { lotteryKeys } from './keys';

/** The open issue with how far the server's clock is ahead of ours (ms), measured when it arrived. */
export interface TimedIssue extends OpenIssue {
  offsetMs: number;
}

/** GET /lotto/lgw/games/opened/numero?gameCode=: the issue now open for sales (public). */
export function getOpenIssue(gameCode: string, signal?: AbortSignal): Promise<OpenIssue> {
  return get(withQuery(lotteryPaths.openedNumero, { gameCode }), openIssueSchema, signal);
}

/** No issue open for sales (a daily game between draws): asked again this often. */
export const noIssueRetryMs = 15_000;

export const noIssueOpen = (error: unknown) => error instanceof ApiError && error.code === 'LOTTERY_SALES_CLOSED';

export function useOpenIssue(gameCode: string, clock: Clock) {
  return useQuery({
    queryKey: lotteryKeys.openIssue(gameCode),
    queryFn: async ({ signal }): Promise<TimedIssue> => {
      const issue = await getOpenIssue(gameCode, signal);
      return { ...issue, offsetMs: offsetOf(issue.serverTime, clock.now()) };
    },
    enabled: gameCode !== '',
    // The countdown decides when the next issue is read (at sales close), not the cache's age.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: true,
    retry: (failures, error) => !noIssueOpen(error) && failures < 2,
    refetchInterval: (query) => (noIssueOpen(query.state.error) ? noIssueRetryMs : false),
  });
}
