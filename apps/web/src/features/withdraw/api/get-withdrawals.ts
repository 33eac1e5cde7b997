import { pageOf, withdrawalRecordSchema, withdrawPaths } from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { get } from '../../../lib/http';
import { withQuery } from '../../../lib/search-params';
import { useToken } from '../../../lib/session';
import { withdrawKeys } from './keys';

const withdrawalPageSchema = pageOf(withdrawalRecordSchema);
export type WithdrawalPage = z.infer<typeof withdrawalPageSchema>;

export interface WithdrawalFilter {
  page: number;
  pageSize: number;
  /** Only withdrawals in this state; all without it. */
  status?: 'pending' | 'paid' | 'rejected';
}

/** GET /wps/cashier/withdrawals: a page of the member's withdrawals, newest first. */
export function getWithdrawals(filter: WithdrawalFilter, signal?: AbortSignal): Promise<WithdrawalPage> {
  return get(withQuery(withdrawPaths.withdrawals, { ...filter }), withdrawalPageSchema, signal);
}

export function useWithdrawals(filter: WithdrawalFilter) {
  const token = useToken();
  return useQuery({
    queryKey: withdrawKeys.withdrawals(token, filter),
    queryFn: ({ signal }) => getWithdrawals(filter, signal),
    enabled: token !== null,
    // The page shown stays while the next one loads, instead of a skeleton flash.
    placeholderData: keepPreviousData,
  });
}
