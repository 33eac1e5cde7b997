import { pointRedemptionSchema, relayPath } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { get } from '../../../lib/http';
import { useToken } from '../../../lib/session';
import { useApiLanguage } from '../../../lib/use-api-language';
import { pointKeys } from './keys';

export type PointRedemption = z.infer<typeof pointRedemptionSchema>;

export const redemptionsPath = relayPath('MCS2_getRedeemPointList');
const redemptionListSchema = z.array(pointRedemptionSchema);

/** MCS2_getRedeemPointList: my redemptions and conversions, newest first, with SPEC §3's fields. */
export function useRedemptions() {
  const token = useToken();
  const language = useApiLanguage();
  return useQuery({
    queryKey: pointKeys.redemptions(token, language),
    queryFn: ({ signal }) => get(redemptionsPath, redemptionListSchema, signal),
    enabled: token !== null,
  });
}
