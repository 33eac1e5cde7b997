import { roundViewKeys } from '../../../lib/member/round-views';

/** Query keys of the points mall, under the member's token like every member query. */
export const pointKeys = {
  all: roundViewKeys.points,
  balance: (token: string | null) => [...roundViewKeys.points(token), 'balance'] as const,
  config: (token: string | null) => [...roundViewKeys.points(token), 'config'] as const,
  /** The rewards in every language (what a redemption invalidates); `rewards` is one language's. */
  allRewards: (token: string | null) => [...roundViewKeys.points(token), 'rewards'] as const,
  rewards: (token: string | null, language: string) => [...pointKeys.allRewards(token), language] as const,
  allRedemptions: (token: string | null) => [...roundViewKeys.points(token), 'redemptions'] as const,
  redemptions: (token: string | null, language: string) => [...pointKeys.allRedemptions(token), language] as const,
};
