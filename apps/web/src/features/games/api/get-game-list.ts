import { type GameCategory, type GamePage, gameList, gamePageSchema, gamePaths } from '@portal/contracts';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { get } from '../../../lib/http';
import { withQuery } from '../../../lib/search-params';
import { gamesKeys } from './keys';

/** The filters of SPEC §3's game list query that the pages use. */
export interface GameFilter {
  gameType?: GameCategory;
  vassalage?: string;
  gameClassify?: string;
  gameName?: string;
}

/**
 * GET /lgw/games/list: one page of games (client type 3), filtered. The same list as relay
 * GCSGAME_gameList, but the server keeps its answers serialized, so it is the cheaper of the two.
 */
export function getGameList(filter: GameFilter, pageNo: number, pageSize: number, signal?: AbortSignal) {
  const path = withQuery(gamePaths.list, {
    clientType: gameList.clientType,
    ...filter,
    pageNo,
    pageSize,
  });
  return get(path, gamePageSchema, signal);
}

/** One page of a fixed size (the home page reads its 200 games at once). */
export function useGameList(filter: GameFilter, pageSize: number = gameList.defaultSize, enabled = true) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: gamesKeys.list(i18n.language, { ...filter, pageSize }),
    queryFn: ({ signal }) => getGameList(filter, gameList.defaultPage, pageSize, signal),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** Pages of games that grow with "load more"; a new filter starts again at page 1. */
export function useGamePages(filter: GameFilter, pageSize: number = gameList.pageSize, enabled = true) {
  const { i18n } = useTranslation();
  return useInfiniteQuery({
    queryKey: gamesKeys.list(i18n.language, { ...filter, pageSize, paged: true }),
    queryFn: ({ pageParam, signal }) => getGameList(filter, pageParam, pageSize, signal),
    initialPageParam: gameList.defaultPage,
    getNextPageParam: (last: GamePage) => (last.pageNo * last.pageSize < last.total ? last.pageNo + 1 : undefined),
    enabled,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}
