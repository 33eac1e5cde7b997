import { gameList, gamePageSchema, relayPath } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/http';
import { withQuery } from '../../../lib/search-params';
import { useToken } from '../../../lib/session';
import { gamesKeys } from './keys';

/** Relay MCSFE_getFavoriteGamesList: the member's favourite games, all on one page of 999 (SPEC §9). */
export function getFavouriteGames(signal?: AbortSignal) {
  const path = withQuery(relayPath('MCSFE_getFavoriteGamesList'), { pageNo: 1, pageSize: gameList.favouriteSize });
  return get(path, gamePageSchema, signal);
}

export function useFavouriteGames(enabled: boolean) {
  const token = useToken();
  return useQuery({
    queryKey: gamesKeys.favourites(token),
    queryFn: ({ signal }) => getFavouriteGames(signal),
    enabled: token !== null && enabled,
  });
}
