import { type Game, type GameCategory, gamesSchema, relayPath } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { get } from '../../../lib/http';
import { withQuery } from '../../../lib/search-params';
import { gamesKeys } from './keys';

const storagePrefix = 'hotGames:';
/** The home lane and /hot read the same list, so one answer serves both. */
export const hotListSize = 48;

/** Relay GCSGAME_hotGamesV2: the hot list, of one category or of all. */
export function getHotGames(gameType: GameCategory | undefined, limitNum: number, signal?: AbortSignal) {
  return get(withQuery(relayPath('GCSGAME_hotGamesV2'), { gameType, limitNum }), gamesSchema, signal);
}

function readStored(key: string): Game[] | undefined {
  try {
    const text = sessionStorage.getItem(key);
    if (!text) return undefined;
    const parsed = gamesSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

function store(key: string, games: Game[]): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(games));
  } catch {
    // Full or refused storage: the list is fetched again on the next visit.
  }
}

/**
 * The hot list is read once per browser session (SPEC §9): kept in session storage, so a reload or
 * another page of the same tab shows it without asking the server again.
 */
export function useHotGames(gameType?: GameCategory, limitNum = hotListSize) {
  const { i18n } = useTranslation();
  const storageKey = `${storagePrefix}${i18n.language}:${gameType ?? 'ALL'}:${limitNum}`;
  return useQuery({
    queryKey: [...gamesKeys.hot(i18n.language, gameType), limitNum],
    queryFn: async ({ signal }) => {
      const games = await getHotGames(gameType, limitNum, signal);
      store(storageKey, games);
      return games;
    },
    initialData: () => readStored(storageKey),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}
