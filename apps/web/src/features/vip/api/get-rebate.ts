import { rebateSchema, vipPaths } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { get } from '../../../lib/http';
import { useToken } from '../../../lib/session';
import { vipKeys } from './keys';

export type Rebate = z.infer<typeof rebateSchema>;

/** GET /wps/rebate: what my valid bets since my last claim earn at my level's rates, by category. */
export function getRebate(signal?: AbortSignal): Promise<Rebate> {
  return get(vipPaths.rebate, rebateSchema, signal);
}

export function useRebate() {
  const token = useToken();
  return useQuery({
    queryKey: vipKeys.rebate(token),
    queryFn: ({ signal }) => getRebate(signal),
    enabled: token !== null,
  });
}
