import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useToken } from '../session';
import { sessionKeys } from './session-keys';
import { walletKeys } from './wallet-keys';

/**
 * The views that show what a game round changes, by the key prefix their queries sit under (each feature
 * builds its keys on these, so one invalidation reaches every page of them): the betting record, recent
 * games, missions, VIP and rebate, the account history and profit, and the points.
 */
export const roundViewKeys = {
  bets: (token: string | null) => ['member', token, 'bets'] as const,
  recentGames: (token: string | null) => ['member', token, 'recent-games'] as const,
  missions: (token: string | null) => ['member', token, 'missions'] as const,
  vip: (token: string | null) => ['member', token, 'vip'] as const,
  rebate: (token: string | null) => ['member', token, 'rebate'] as const,
  history: (token: string | null) => ['member', token, 'history'] as const,
  points: (token: string | null) => ['member', token, 'points'] as const,
};

/**
 * After a round settled (a spin, a lottery order placed, cancelled or drawn), every view that shows it
 * is stale: the ones on screen are read again at once, the others when next opened (issue 22: the
 * in-game "Betting record" link showed the list from before the spin until a reload).
 */
export function useRefreshRoundViews(): () => Promise<void> {
  const token = useToken();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const prefixes = [
      sessionKeys.balance(token),
      walletKeys.wallets(token),
      ...Object.values(roundViewKeys).map((key) => key(token)),
    ];
    await Promise.all(prefixes.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  }, [queryClient, token]);
}
