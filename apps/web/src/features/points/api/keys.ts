/** Query keys of the points mall, under the member's token like every member query. */
export const pointKeys = {
  all: (token: string | null) => ['member', token, 'points'] as const,
  balance: (token: string | null) => ['member', token, 'points', 'balance'] as const,
  config: (token: string | null) => ['member', token, 'points', 'config'] as const,
  rewards: (token: string | null, language: string) => ['member', token, 'points', 'rewards', language] as const,
  redemptions: (token: string | null, language: string) =>
    ['member', token, 'points', 'redemptions', language] as const,
};
