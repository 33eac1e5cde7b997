import { type MerchantWallets, merchantWalletsSchema, relayPath } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/http';
import { walletKeys } from '../../../lib/member/wallet-keys';
import { useToken } from '../../../lib/session';

/** Relay GCS_merchantWallet: the main wallet first, then each transfer-mode vendor's wallet. */
export function getMerchantWallets(signal?: AbortSignal): Promise<MerchantWallets> {
  return get(relayPath('GCS_merchantWallet'), merchantWalletsSchema, signal);
}

/** My wallets: the hook and a transfer's answer (written into the cache) share it. */
export const merchantWalletsQuery = (token: string | null) =>
  queryOptions({
    queryKey: walletKeys.wallets(token),
    queryFn: ({ signal }) => getMerchantWallets(signal),
    enabled: token !== null,
  });

export function useMerchantWallets() {
  return useQuery(merchantWalletsQuery(useToken()));
}
