import { type Reward, relayPath } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { type Rewards, rewardsSchema } from './get-rewards';
import { useRewardsAnswer } from './use-rewards-answer';

/** POST /wps/relay/MCS2_claimRafflePromotion { code }: draw my prize of a raffle; answers my rewards. */
export function drawRaffle(code: string): Promise<Rewards> {
  return request(relayPath('MCS2_claimRafflePromotion'), rewardsSchema, { method: 'POST', body: { code } });
}

/**
 * The grant a draw made: the newest of the raffle's grants in the answer (grant ids only grow), whose
 * bonus is the prize won. Undefined if the answer has none (it always should after a draw).
 */
export function drawnGrant(rewards: Rewards, code: string): Reward | undefined {
  let newest: Reward | undefined;
  for (const item of rewards.items) {
    if (item.promotion.code !== code || item.id === null) continue;
    if (!newest?.id || BigInt(item.id) > BigInt(newest.id)) newest = item;
  }
  return newest;
}

/** Draws, then reads the reward centre, the waiting count and the balance (the prize is paid at once). */
export function useDrawRaffle() {
  const answered = useRewardsAnswer();
  return useMutation({
    mutationFn: async (code: string) => {
      const rewards = await drawRaffle(code);
      return { rewards, won: drawnGrant(rewards, code) };
    },
    onSuccess: () => answered(true),
  });
}
