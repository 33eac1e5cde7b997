import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useToken } from '../session';
import { sessionKeys } from './session-keys';
import { walletKeys } from './wallet-keys';

/** After money moved: the header balance and the wallet cards are read again. */
export function useRefreshBalances(): () => Promise<void> {
  const token = useToken();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: sessionKeys.balance(token) }),
      queryClient.invalidateQueries({ queryKey: walletKeys.wallets(token) }),
    ]);
  }, [queryClient, token]);
}
