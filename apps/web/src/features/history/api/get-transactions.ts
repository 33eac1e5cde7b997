import { relayPath, type TransactionType, transactionPageSchema } from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DateRange } from '../../../lib/date-range';
import { get } from '../../../lib/http';
import { withQuery } from '../../../lib/search-params';
import { useToken } from '../../../lib/session';
import { historyKeys } from './keys';

export interface TransactionFilter extends DateRange {
  /** One kind of movement, or every kind. */
  type?: TransactionType;
  page: number;
  pageSize: number;
}

/** Relay ODSFE2_MemTransDet: the member's account movements in a range of site days, newest first. */
export function getTransactions({ from, to, type, page, pageSize }: TransactionFilter, signal?: AbortSignal) {
  const path = withQuery(relayPath('ODSFE2_MemTransDet'), { from, to, type, page, pageSize });
  return get(path, transactionPageSchema, signal);
}

export function useTransactions(filter: TransactionFilter) {
  const token = useToken();
  return useQuery({
    queryKey: historyKeys.transactions(token, filter),
    queryFn: ({ signal }) => getTransactions(filter, signal),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}
