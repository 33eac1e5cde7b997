import { useCallback } from 'react';
import { useOpenLaunch } from './launch-game';
import { useRequireMember } from './member/use-require-member';

/**
 * A game banner starts its game for real money, as a card's "start now" does: a visitor is asked to sign
 * in first (SPEC §4), then the launch call answers the page that plays it.
 */
export function useOpenGame(): (nodeId: string) => Promise<void> {
  const requireMember = useRequireMember();
  const openLaunch = useOpenLaunch();
  return useCallback(
    async (nodeId) => {
      if (requireMember()) await openLaunch(nodeId, false);
    },
    [requireMember, openLaunch],
  );
}
