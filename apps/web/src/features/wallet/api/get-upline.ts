import { uplineSchema, walletPaths } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { get } from '../../../lib/http';
import { walletKeys } from '../../../lib/member/wallet-keys';
import { useToken } from '../../../lib/session';

export type Upline = z.infer<typeof uplineSchema>;

/** GET /wps/wallet/transfer/upline: the agent the member sits under, or null. */
export function getUpline(signal?: AbortSignal): Promise<Upline> {
  return get(walletPaths.upline, uplineSchema, signal);
}

export function useUpline() {
  const token = useToken();
  return useQuery({
    queryKey: walletKeys.upline(token),
    queryFn: ({ signal }) => getUpline(signal),
    enabled: token !== null,
    staleTime: 5 * 60_000,
  });
}
