import { pointRewardSchema, relayPath } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { get } from '../../../lib/http';
import { useToken } from '../../../lib/session';
import { useApiLanguage } from '../../../lib/use-api-language';
import { pointKeys } from './keys';

export type PointReward = z.infer<typeof pointRewardSchema>;

export const pointRewardsPath = relayPath('MCS2_getPointReward');
const rewardListSchema = z.array(pointRewardSchema);

/** MCS2_getPointReward: the mall's rewards (name in my language, points each, stock). Asked by visitors too. */
export function usePointRewards(enabled = true) {
  const token = useToken();
  const language = useApiLanguage();
  return useQuery({
    queryKey: pointKeys.rewards(token, language),
    queryFn: ({ signal }) => get(pointRewardsPath, rewardListSchema, signal),
    enabled,
  });
}
