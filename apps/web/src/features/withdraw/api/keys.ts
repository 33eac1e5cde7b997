/** Query keys of the withdraw feature, under the session's `member` key so a logout drops them. */
export const withdrawKeys = {
  rules: (token: string | null) => ['member', token, 'withdraw', 'rules'] as const,
  /** Every page and filter of the records, to refresh them all at once. */
  allWithdrawals: (token: string | null) => ['member', token, 'withdraw', 'records'] as const,
  withdrawals: (token: string | null, filter: object) => ['member', token, 'withdraw', 'records', filter] as const,
};
