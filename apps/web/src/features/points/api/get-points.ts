import { pointBalanceSchema, pointConfigSchema, relayPath } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { get } from '../../../lib/http';
import { useToken } from '../../../lib/session';
import { pointKeys } from './keys';

export type PointBalance = z.infer<typeof pointBalanceSchema>;
export type PointConfig = z.infer<typeof pointConfigSchema>;

export const pointBalancePath = relayPath('MCS2_getPointBalance');
export const pointConfigPath = relayPath('MCS2_getPointConfig');

/** MCS2_getPointBalance: my points (earned on valid bets, never expiring) less what I spent. */
export const pointBalanceQuery = (token: string | null) =>
  queryOptions({
    queryKey: pointKeys.balance(token),
    queryFn: ({ signal }) => get(pointBalancePath, pointBalanceSchema, signal),
    enabled: token !== null,
  });

export function usePointBalance(enabled = true) {
  const query = pointBalanceQuery(useToken());
  return useQuery({ ...query, enabled: enabled && query.enabled });
}

/** MCS2_getPointConfig: how points are earned and what one is worth in cash. */
export function usePointConfig(enabled = true) {
  const token = useToken();
  return useQuery({
    queryKey: pointKeys.config(token),
    queryFn: ({ signal }) => get(pointConfigPath, pointConfigSchema, signal),
    enabled: enabled && token !== null,
    staleTime: 5 * 60_000,
  });
}
