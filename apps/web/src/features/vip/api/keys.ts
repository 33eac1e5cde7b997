/** Query keys of the VIP feature, under the member's token (a new session never sees the old one's). */
export const vipKeys = {
  status: (token: string | null) => ['member', token, 'vip'] as const,
  rebate: (token: string | null) => ['member', token, 'rebate'] as const,
};
