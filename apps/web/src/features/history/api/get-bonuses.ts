import { bonusRowSchema, historyPaths, pageOf } from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DateRange } from '../../../lib/date-range';
import { get } from '../../../lib/http';
import { withQuery } from '../../../lib/search-params';
import { useToken } from '../../../lib/session';
import { historyKeys } from './keys';

const bonusPageSchema = pageOf(bonusRowSchema);

export interface BonusFilter extends DateRange {
  page: number;
  pageSize: number;
}

/** GET /wps/report/bonuses: the bonuses credited to the member in a range of site days. */
export function getBonuses({ from, to, page, pageSize }: BonusFilter, signal?: AbortSignal) {
  return get(withQuery(historyPaths.bonuses, { from, to, page, pageSize }), bonusPageSchema, signal);
}

export function useBonuses(filter: BonusFilter) {
  const token = useToken();
  return useQuery({
    queryKey: historyKeys.bonuses(token, filter),
    queryFn: ({ signal }) => getBonuses(filter, signal),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}
