import { vipPaths, vipStatusSchema } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { get } from '../../../lib/http';
import { useToken } from '../../../lib/session';
import { useApiLanguage } from '../../../lib/use-api-language';
import { vipKeys } from './keys';

export type VipStatus = z.infer<typeof vipStatusSchema>;
export type VipLevel = VipStatus['levels'][number];

/** GET /wps/vip: my level on the last 30 days' deposits and valid bets, and every level of the site. */
export function getVipStatus(signal?: AbortSignal): Promise<VipStatus> {
  return get(vipPaths.status, vipStatusSchema, signal);
}

export function useVipStatus(enabled = true) {
  const token = useToken();
  const language = useApiLanguage();
  return useQuery({
    queryKey: vipKeys.status(token, language),
    queryFn: ({ signal }) => getVipStatus(signal),
    enabled: enabled && token !== null,
  });
}
