import { betRecordPaths, betRecordSchema, pageOf } from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DateRange } from '../../../lib/date-range';
import { get } from '../../../lib/http';
import { withQuery } from '../../../lib/search-params';
import { useToken } from '../../../lib/session';

const betPageSchema = pageOf(betRecordSchema);

export interface BetFilter extends DateRange {
  page: number;
  pageSize: number;
}

/** Query keys of the betting record, under the member's token like every member query. */
export const betKeys = {
  page: (token: string | null, filter: object) => ['member', token, 'bets', filter] as const,
};

/** GET /wps/report/bets: the member's game rounds in a range of site days, newest first. */
export function getBets({ from, to, page, pageSize }: BetFilter, signal?: AbortSignal) {
  return get(withQuery(betRecordPaths.bets, { from, to, page, pageSize }), betPageSchema, signal);
}

export function useBets(filter: BetFilter) {
  const token = useToken();
  return useQuery({
    queryKey: betKeys.page(token, filter),
    queryFn: ({ signal }) => getBets(filter, signal),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}
