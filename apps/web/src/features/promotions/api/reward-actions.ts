import { promotionPaths } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { rewardsSchema } from './get-rewards';
import { useRewardsAnswer } from './use-rewards-answer';

/** What a member does with an activity; each call answers the reward centre as it now stands. */
export type RewardAction = { kind: 'join'; code: string } | { kind: 'claim' | 'forfeit'; id: string };

const pathOf = (action: RewardAction) =>
  action.kind === 'join'
    ? promotionPaths.join.replace(':code', encodeURIComponent(action.code))
    : promotionPaths[action.kind].replace(':id', encodeURIComponent(action.id));

/** POST /wps/promotions/:code/join, /wps/rewards/:id/claim or /wps/rewards/:id/forfeit. */
export function actOnReward(action: RewardAction) {
  return request(pathOf(action), rewardsSchema, { method: 'POST' });
}

/**
 * Runs an action; afterwards the reward centre shows the answer, the member info's waiting count
 * (the badges) is read again, and so is the balance when money moved (a claim pays, a forfeit takes back).
 */
export function useRewardAction() {
  const answered = useRewardsAnswer();
  return useMutation({ mutationFn: actOnReward, onSuccess: (_rewards, action) => answered(action.kind !== 'join') });
}
