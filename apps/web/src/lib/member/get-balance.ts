import { memberPaths, type WalletBalance } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../http';
import { shellSchema } from '../schema-source';
import { useToken } from '../session';
import { sessionKeys } from './session-keys';

/** GET /wps/v2/wallets/balance: the total and each wallet, in minor units. */
export function getBalance(signal?: AbortSignal): Promise<WalletBalance> {
  return get(memberPaths.balance, shellSchema('walletBalanceSchema'), signal);
}

export const balanceQuery = (token: string | null) =>
  queryOptions({
    queryKey: sessionKeys.balance(token),
    queryFn: ({ signal }) => getBalance(signal),
    enabled: token !== null,
    staleTime: 30_000,
  });

export function useBalance() {
  return useQuery(balanceQuery(useToken()));
}
