import type { Game } from '@portal/contracts';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toast';
import { useOpenLaunch } from '../../../lib/launch-game';
import { useRequireMember } from '../../../lib/member/use-require-member';
import { useSite } from '../../../lib/site';

/**
 * Starting a game from a card (SPEC §4, §8): a real-money start needs a real member; a free trial needs
 * the game's and the site's permission only. The launch call answers the page to open; a provider
 * without credentials answers "vendor not available", said plainly.
 */
export function useLaunchGame() {
  const { t } = useTranslation();
  const requireMember = useRequireMember();
  const openLaunch = useOpenLaunch();
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
        await openLaunch(game.nodeId, freeTrial);
      } finally {
        setPending(null);
      }
    },
    [requireMember, openLaunch, t],
  );

  return { launch, pending, canTrial };
}
