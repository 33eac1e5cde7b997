import type { GameCategory, Vendor } from '@portal/contracts';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toast';
import { useErrorMessage } from '../../../lib/errors';
import { useRequireMember } from '../../../lib/member/use-require-member';
import { getGameList } from '../api/get-game-list';
import { useLaunchGame } from './use-launch-game';

/**
 * A vendor card's start button (a game centre: sports, e-sports, lottery, cockfight): the vendor's
 * first game of that category is its lobby, launched like any game.
 */
export function useLaunchVendor() {
  const { t } = useTranslation();
  const requireMember = useRequireMember();
  const errorMessage = useErrorMessage();
  const { launch } = useLaunchGame();
  const [pending, setPending] = useState<string | null>(null);

  const start = useCallback(
    async (vendor: Vendor, gameType: GameCategory) => {
      if (!requireMember()) return;
      if (!vendor.available) {
        toast.error(t('error.vendor_not_available'));
        return;
      }
      setPending(vendor.vassalage);
      try {
        const page = await getGameList({ gameType, vassalage: vendor.vassalage }, 1, 1);
        const lobby = page.items[0];
        if (lobby) await launch(lobby);
        else toast.error(t('games.noGames'));
      } catch (error) {
        toast.error(errorMessage(error));
      } finally {
        setPending(null);
      }
    },
    [requireMember, launch, errorMessage, t],
  );

  return { start, pending };
}
