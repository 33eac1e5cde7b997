import { cashierPaths, type DepositRecord, depositRecordSchema, pageOf } from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/http';
import { withQuery } from '../../../lib/search-params';
import { useToken } from '../../../lib/session';
import { useApiLanguage } from '../../../lib/use-api-language';
import { depositKeys } from './keys';

const depositPageSchema = pageOf(depositRecordSchema);

export interface DepositFilter {
  page: number;
  pageSize: number;
  /** One status, or all. */
  status?: DepositRecord['status'];
}

/** GET /wps/cashier/deposits: the member's deposit requests, newest first. */
export function getDeposits({ page, pageSize, status }: DepositFilter, signal?: AbortSignal) {
  return get(withQuery(cashierPaths.deposits, { page, pageSize, status }), depositPageSchema, signal);
}

export function useDeposits(filter: DepositFilter) {
  const token = useToken();
  const language = useApiLanguage();
  return useQuery({
    queryKey: depositKeys.page(token, filter, language),
    queryFn: ({ signal }) => getDeposits(filter, signal),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}
