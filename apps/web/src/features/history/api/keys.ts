/** Query keys of the history pages, under the member's token like every member query. */
export const historyKeys = {
  transactions: (token: string | null, filter: object) => ['member', token, 'history', 'transactions', filter] as const,
  profit: (token: string | null, filter: object) => ['member', token, 'history', 'profit', filter] as const,
  bonuses: (token: string | null, filter: object) => ['member', token, 'history', 'bonuses', filter] as const,
};
