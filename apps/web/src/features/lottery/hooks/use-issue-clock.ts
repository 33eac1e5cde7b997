import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useRefreshRoundViews } from '../../../lib/member/round-views';
import { useToken } from '../../../lib/session';
import { type TimedIssue, useOpenIssue } from '../api/get-open-issue';
import { lotteryKeys } from '../api/keys';
import { msUntil } from '../model/clock';
import { useClock, useTick } from './use-clock';

/** While sales are closed and no next issue has come, the open issue is asked for this often. */
export const closedRetryMs = 2000;
/** After a draw is due, results are read again at these delays (the draw job may take a moment). */
export const resultDelaysMs = [1500, 5000, 12_000, 30_000];

/**
 * The open issue and its countdown in the server's time. At sales close the next issue is read (and again
 * every couple of seconds until it has come); once the closed issue's draw is due, the results, today's
 * orders, the stats and the balance are read again.
 */
export function useIssueClock(gameCode: string) {
  const clock = useClock();
  const query = useOpenIssue(gameCode, clock);
  const issue = query.data;
  const now = useTick(issue !== undefined);
  const closesIn = issue ? msUntil(issue.closesAt, now, issue.offsetMs) : null;
  const closed = closesIn !== null && closesIn <= 0;
  const retrySlot = closed ? Math.floor(now / closedRetryMs) : -1;
  const { refetch, isFetching } = query;

  // biome-ignore lint/correctness/useExhaustiveDependencies: asks again at each retry slot while closed
  useEffect(() => {
    if (closed && !isFetching) void refetch();
  }, [closed, retrySlot]);

  useResultsAfterDraw(gameCode, issue);
  return { query, issue, closesIn, closed };
}

/** When an issue we showed is replaced, its draw is due at its drawAt: read everything it settles. */
function useResultsAfterDraw(gameCode: string, issue: TimedIssue | undefined) {
  const clock = useClock();
  const queryClient = useQueryClient();
  const token = useToken();
  const refreshRoundViews = useRefreshRoundViews();
  const shown = useRef<TimedIssue | undefined>(undefined);
  const [due, setDue] = useState<TimedIssue | null>(null);

  useEffect(() => {
    const previous = shown.current;
    shown.current = issue;
    if (previous && issue && previous.issueNumber !== issue.issueNumber) setDue(previous);
  }, [issue]);

  useEffect(() => {
    if (!due) return;
    const wait = Math.max(0, msUntil(due.drawAt, clock.now(), due.offsetMs));
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: lotteryKeys.draws(gameCode) });
      void queryClient.invalidateQueries({ queryKey: lotteryKeys.allStats(gameCode) });
      void queryClient.invalidateQueries({ queryKey: lotteryKeys.ordersToday(token, gameCode) });
      void refreshRoundViews();
    };
    const timers = resultDelaysMs.map((delay) => setTimeout(refresh, wait + delay));
    return () => timers.forEach(clearTimeout);
  }, [due, clock, queryClient, gameCode, token, refreshRoundViews]);
}
