import {
  type ContractKind,
  type ContractRole,
  type ContractSettlement,
  contractPaths,
  contractSettlementSchema,
  pageOf,
} from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PageData } from '../../../components/ui/QueryView';
import type { DateRange } from '../../../lib/date-range';
import { get } from '../../../lib/http';
import { withQuery } from '../../../lib/search-params';
import { useToken } from '../../../lib/session';
import { contractKeys } from './keys';

const settlementPageSchema = pageOf(contractSettlementSchema);

export interface SettlementFilter extends DateRange {
  kind: ContractKind;
  role?: ContractRole;
  page: number;
  pageSize: number;
}

/** GET /wps/agent/contracts/settlements: what the contracts of a kind I gave and hold came to, period by period. */
export function getSettlements(filter: SettlementFilter, signal?: AbortSignal): Promise<PageData<ContractSettlement>> {
  const { kind, role, from, to, page, pageSize } = filter;
  return get(
    withQuery(contractPaths.settlements, { kind, role, from, to, page, pageSize }),
    settlementPageSchema,
    signal,
  );
}

export function useSettlements(filter: SettlementFilter) {
  const token = useToken();
  return useQuery({
    queryKey: contractKeys.settlements(token, filter),
    queryFn: ({ signal }) => getSettlements(filter, signal),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}
