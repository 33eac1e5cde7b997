import type { Game } from '@portal/contracts';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../components/ui/toast';
import { useErrorMessage } from '../../../lib/errors';
import { ApiError } from '../../../lib/http';
import { openDialog } from '../../../lib/session-dialogs';
import { useSite } from '../../../lib/site';
import { useRequireMember } from '../../session/hooks/use-require-member';
import { launchGame } from '../api/launch-game';

/** A page of this portal (the built-in games) opens in place; a provider's own address replaces the portal. */
function isPortalPath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}

/**
 * Starting a game from a card (SPEC §4, §8): a real-money start needs a real member; a free trial needs
 * the game's and the site's permission only. The launch call answers the page to open; a provider
 * without credentials answers "vendor not available", said plainly.
 */
export function useLaunchGame() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const requireMember = useRequireMember();
  const errorMessage = useErrorMessage();
  const { switches } = useSite();
  const [pending, setPending] = useState<string | null>(null);

  const canTrial = useCallback((game: Game) => game.freeTrial && switches.FREEPLAY3, [switches.FREEPLAY3]);

  const launch = useCallback(
    async (game: Game, freeTrial = false) => {
      if (!freeTrial && !requireMember()) return;
      if (!game.available) {
        toast.error(t('error.vendor_not_available'));
        return;
      }
      setPending(game.nodeId);
      try {
        const { url } = await launchGame(game.nodeId, freeTrial);
        if (isPortalPath(url)) navigate(url);
        else window.location.assign(url);
      } catch (error) {
        if (error instanceof ApiError && error.code === 'UNAUTHORIZED') {
          openDialog({ kind: 'login', message: 'error.not_logged_in' });
        } else {
          toast.error(errorMessage(error));
        }
      } finally {
        setPending(null);
      }
    },
    [requireMember, navigate, errorMessage, t],
  );

  return { launch, pending, canTrial };
}
