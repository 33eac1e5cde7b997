import { historyPaths, type ProfitReport, profitReportSchema } from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DateRange } from '../../../lib/date-range';
import { get } from '../../../lib/http';
import { withQuery } from '../../../lib/search-params';
import { useToken } from '../../../lib/session';
import { historyKeys } from './keys';

/** GET /wps/report/profit: bets, wins, bonuses and profit per day and game category, with totals. */
export function getProfit({ from, to }: DateRange, signal?: AbortSignal): Promise<ProfitReport> {
  return get(withQuery(historyPaths.profit, { from, to }), profitReportSchema, signal);
}

export function useProfit(range: DateRange) {
  const token = useToken();
  return useQuery({
    queryKey: historyKeys.profit(token, range),
    queryFn: ({ signal }) => getProfit(range, signal),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}
