import { promotionPaths, rewardSchema } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { get } from '../../../lib/http';
import { useToken } from '../../../lib/session';
import { promotionKeys, useApiLanguage } from './keys';

/** The reward centre's answer (also what join, claim and forfeit answer): my activities and what waits. */
export const rewardsSchema = z.object({ items: z.array(rewardSchema), available: z.int() });
export type Rewards = z.infer<typeof rewardsSchema>;

/** GET /wps/rewards: my activities with their SPEC §4 states (members only). */
export function getRewards(signal?: AbortSignal): Promise<Rewards> {
  return get(promotionPaths.rewards, rewardsSchema, signal);
}

export function useRewards() {
  const token = useToken();
  const language = useApiLanguage();
  return useQuery({
    queryKey: promotionKeys.rewardsIn(token, language),
    queryFn: ({ signal }) => getRewards(signal),
    enabled: token !== null,
  });
}
