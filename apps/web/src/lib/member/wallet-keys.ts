/** Query keys of the wallet feature, under the session's `member` key so a logout drops them. */
export const walletKeys = {
  wallets: (token: string | null) => ['member', token, 'wallets'] as const,
  upline: (token: string | null) => ['member', token, 'upline'] as const,
};
