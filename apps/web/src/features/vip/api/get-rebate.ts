import { rebateSchema, vipPaths } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { get } from '../../../lib/http';
import { useToken } from '../../../lib/session';
import { vipKeys } from './keys';

export type Rebate = z.infer<typeof rebateSchema>;

/** GET /wps/rebate: what my valid bets since my last claim earn at my level's rates, by category. */
export function getRebate(signal?: AbortSignal): Promise<Rebate> {
  return get(vipPaths.rebate, rebateSchema, signal);
}

/** My rebate: the hook and the claim's answer (written into the cache) share it. */
export const rebateQuery = (token: string | null) =>
  queryOptions({
    queryKey: vipKeys.rebate(token),
    queryFn: ({ signal }) => getRebate(signal),
    enabled: token !== null,
  });

export function useRebate() {
  return useQuery(rebateQuery(useToken()));
}
