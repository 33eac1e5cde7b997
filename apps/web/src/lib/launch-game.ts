import { type GameLaunch, gamePaths } from '@portal/contracts';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../components/ui/toast';
import { useErrorMessage } from './errors';
import { ApiError, get } from './http';
import { shellSchema } from './schema-source';
import { withQuery } from './search-params';
import { openDialog } from './session-dialogs';

/** GET /wps/game/launchGame: the page that plays one game, for real money or as a free trial. */
export function launchGame(nodeId: string, freeTrial: boolean): Promise<GameLaunch> {
  return get(withQuery(gamePaths.launch, { nodeId, freeTrial: String(freeTrial) }), shellSchema('launchSchema'));
}

/** A page of this portal (the built-in games) opens in place; a provider's own address replaces the portal. */
function isPortalPath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}

/**
 * Asks for a game's launch page and opens it (a game card, a game banner). A session that ended meanwhile
 * gets the login dialog; any other refusal (vendor not available, game closed) is said in a toast.
 */
export function useOpenLaunch(): (nodeId: string, freeTrial: boolean) => Promise<void> {
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  return useCallback(
    async (nodeId, freeTrial) => {
      try {
        const { url } = await launchGame(nodeId, freeTrial);
        if (isPortalPath(url)) navigate(url);
        else window.location.assign(url);
      } catch (error) {
        if (error instanceof ApiError && error.code === 'UNAUTHORIZED') {
          openDialog({ kind: 'login', message: 'error.not_logged_in' });
        } else {
          toast.error(errorMessage(error));
        }
      }
    },
    [navigate, errorMessage],
  );
}
