import { roundViewKeys } from '../../../lib/member/round-views';

/** Query keys of the points mall, under the member's token like every member query. */
export const pointKeys = {
  all: roundViewKeys.points,
  balance: (token: string | null) => [...roundViewKeys.points(token), 'balance'] as const,
  config: (token: string | null) => [...roundViewKeys.points(token), 'config'] as const,
  rewards: (token: string | null, language: string) => [...roundViewKeys.points(token), 'rewards', language] as const,
  redemptions: (token: string | null, language: string) =>
    [...roundViewKeys.points(token), 'redemptions', language] as const,
};
