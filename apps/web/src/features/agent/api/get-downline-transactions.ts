import {
  agentPaths,
  type DownlineTransactionPage,
  type DownlineTransactionType,
  downlineTransactionPageSchema,
} from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DateRange } from '../../../lib/date-range';
import { get } from '../../../lib/http';
import { withQuery } from '../../../lib/search-params';
import { useToken } from '../../../lib/session';
import { agentKeys } from './keys';

export interface DownlineTransactionFilter extends DateRange {
  username?: string;
  /** Whether `username` is the whole username rather than its start. */
  exact?: boolean;
  type?: DownlineTransactionType;
  page: number;
  pageSize: number;
}

/** GET /wps/agent/downlines/transactions: my downlines' deposits, withdrawals, transfers and bonuses. */
export function getDownlineTransactions(
  filter: DownlineTransactionFilter,
  signal?: AbortSignal,
): Promise<DownlineTransactionPage> {
  const { from, to, username, exact, type, page, pageSize } = filter;
  const match = username && exact ? 'exact' : undefined;
  const path = withQuery(agentPaths.transactions, { from, to, username, match, type, page, pageSize });
  return get(path, downlineTransactionPageSchema, signal);
}

export function useDownlineTransactions(filter: DownlineTransactionFilter) {
  const token = useToken();
  return useQuery({
    queryKey: agentKeys.transactions(token, filter),
    queryFn: ({ signal }) => getDownlineTransactions(filter, signal),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}
