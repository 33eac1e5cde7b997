import { lotteryPaths, type PlayMenu, playMenuSchema } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/http';
import { lotteryKeys, lotteryPath } from './keys';

/** GET /lotto/lgw/games/:gameCode/plays: the plays, their areas and odds at the site's maximum group. */
export function getPlayMenu(gameCode: string, signal?: AbortSignal): Promise<PlayMenu> {
  return get(lotteryPath(lotteryPaths.plays, { gameCode }), playMenuSchema, signal);
}

export function usePlayMenu(gameCode: string) {
  return useQuery({
    queryKey: lotteryKeys.plays(gameCode),
    queryFn: ({ signal }) => getPlayMenu(gameCode, signal),
    enabled: gameCode !== '',
    staleTime: 5 * 60_000,
  });
}
