import { betRecordPaths, betRecordSchema, pageOf } from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DateRange } from '../../../lib/date-range';
import { get } from '../../../lib/http';
import { roundViewKeys } from '../../../lib/member/round-views';
import { withQuery } from '../../../lib/search-params';
import { useToken } from '../../../lib/session';

const betPageSchema = pageOf(betRecordSchema);

export interface BetFilter extends DateRange {
  page: number;
  pageSize: number;
}

/** Query keys of the betting record, under the member's token like every member query. */
export const betKeys = {
  page: (token: string | null, filter: object) => [...roundViewKeys.bets(token), filter] as const,
};

/** GET /wps/report/bets: the member's game rounds in a range of site days, newest first. */
export function getBets({ from, to, page, pageSize }: BetFilter, signal?: AbortSignal) {
  return get(withQuery(betRecordPaths.bets, { from, to, page, pageSize }), betPageSchema, signal);
}

export const betsQuery = (token: string | null, filter: BetFilter) =>
  queryOptions({
    queryKey: betKeys.page(token, filter),
    queryFn: ({ signal }) => getBets(filter, signal),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });

export function useBets(filter: BetFilter) {
  return useQuery(betsQuery(useToken(), filter));
}
