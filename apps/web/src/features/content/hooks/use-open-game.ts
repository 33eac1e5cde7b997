import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../components/ui/toast';
import { useErrorMessage } from '../../../lib/errors';
import { launchGame } from '../../games/api/launch-game';
import { useRequireMember } from '../../session/hooks/use-require-member';

/**
 * A game banner starts its game for real money, as a card's "start now" does: a visitor is asked to sign
 * in first (SPEC §4), then the launch call answers the page that plays it.
 */
export function useOpenGame(): (nodeId: string) => Promise<void> {
  const navigate = useNavigate();
  const requireMember = useRequireMember();
  const errorMessage = useErrorMessage();
  return useCallback(
    async (nodeId) => {
      if (!requireMember()) return;
      try {
        const { url } = await launchGame(nodeId, false);
        if (url.startsWith('/') && !url.startsWith('//')) navigate(url);
        else window.location.assign(url);
      } catch (error) {
        toast.error(errorMessage(error));
      }
    },
    [navigate, requireMember, errorMessage],
  );
}
