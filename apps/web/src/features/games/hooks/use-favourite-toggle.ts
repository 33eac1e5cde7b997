import { type Game, type GamePage, throttleMs } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { toast } from '../../../components/ui/toast';
import { useErrorMessage } from '../../../lib/errors';
import { useRequireMember } from '../../../lib/member/use-require-member';
import { useToken } from '../../../lib/session';
import { useFavouriteIds } from '../api/get-favourite-ids';
import { gamesKeys } from '../api/keys';
import { addFavourite, removeFavourite } from '../api/toggle-favourite';

/**
 * The favourite heart of one game (SPEC §4, §5): a member only (the login dialog or the real-account
 * warning otherwise), at most one toggle per second, shown at once: an added game lights up before the
 * server answers, a removed one leaves the member's lists before the call goes out. A refusal puts the
 * lists back and says why.
 */
export function useFavouriteToggle(game: Game) {
  const token = useToken();
  const queryClient = useQueryClient();
  const requireMember = useRequireMember();
  const errorMessage = useErrorMessage();
  const ids = useFavouriteIds();
  const lastToggle = useRef(0);
  const active = ids.data?.includes(game.nodeId) ?? false;

  const toggle = useCallback(async () => {
    if (!requireMember()) return;
    const now = Date.now();
    if (now - lastToggle.current < throttleMs) return;
    lastToggle.current = now;

    const idsKey = gamesKeys.favouriteIds(token);
    const listKey = gamesKeys.favourites(token);
    await queryClient.cancelQueries({ queryKey: idsKey });
    const previousIds = queryClient.getQueryData<string[]>(idsKey) ?? [];
    const previousList = queryClient.getQueryData<GamePage>(listKey);
    const adding = !previousIds.includes(game.nodeId);
    const favourite = { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType };

    if (adding) {
      queryClient.setQueryData<string[]>(idsKey, [...previousIds, game.nodeId]);
    } else {
      queryClient.setQueryData<string[]>(
        idsKey,
        previousIds.filter((id) => id !== game.nodeId),
      );
      if (previousList) {
        queryClient.setQueryData<GamePage>(listKey, {
          ...previousList,
          items: previousList.items.filter((item) => item.nodeId !== game.nodeId),
          total: Math.max(0, previousList.total - 1),
        });
      }
    }
    try {
      await (adding ? addFavourite(favourite) : removeFavourite(favourite));
      // An added game joins the favourites page when it is next shown.
      if (adding) void queryClient.invalidateQueries({ queryKey: listKey });
    } catch (error) {
      queryClient.setQueryData(idsKey, previousIds);
      if (previousList) queryClient.setQueryData(listKey, previousList);
      toast.error(errorMessage(error));
    }
  }, [requireMember, token, queryClient, game, errorMessage]);

  return { active, toggle };
}
