import { favouriteIdsSchema, relayPath } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/http';
import { useSession } from '../../../lib/member/use-session';
import { useToken } from '../../../lib/session';
import { gamesKeys } from './keys';

/** Relay MCSFE_getFavoriteGames: the node ids the member marked, for the hearts on every card. */
export function getFavouriteIds(signal?: AbortSignal): Promise<string[]> {
  return get(relayPath('MCSFE_getFavoriteGames'), favouriteIdsSchema, signal);
}

/** Only real members have favourites; visitors and trial users see every heart empty. */
export function useFavouriteIds() {
  const token = useToken();
  const { isTrial } = useSession();
  return useQuery({
    queryKey: gamesKeys.favouriteIds(token),
    queryFn: ({ signal }) => getFavouriteIds(signal),
    enabled: token !== null && !isTrial,
    staleTime: 5 * 60_000,
  });
}
