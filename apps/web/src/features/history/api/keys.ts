import { roundViewKeys } from '../../../lib/member/round-views';

/** Query keys of the history pages, under the member's token like every member query. */
export const historyKeys = {
  transactions: (token: string | null, filter: object) =>
    [...roundViewKeys.history(token), 'transactions', filter] as const,
  profit: (token: string | null, filter: object) => [...roundViewKeys.history(token), 'profit', filter] as const,
  bonuses: (token: string | null, filter: object) => [...roundViewKeys.history(token), 'bonuses', filter] as const,
};
