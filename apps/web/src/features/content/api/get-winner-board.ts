import { type Language, relayPath, type Winner, winnerBoard, winnerBoardSchema } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/http';
import { withQuery } from '../../../lib/search-params';
import { contentKeys } from './keys';
import { useContentLanguage } from './use-content-language';

/** Relay ODSFE2_getWinnerBoard: the latest big wins of every category (gameCategory ALL, 20 of them). */
export function getWinnerBoard(language: Language, signal?: AbortSignal): Promise<Winner[]> {
  const path = withQuery(relayPath('ODSFE2_getWinnerBoard'), {
    gameCategory: 'ALL',
    language,
    limitNum: winnerBoard.size,
  });
  return get(path, winnerBoardSchema, signal);
}

export function useWinnerBoard() {
  const language = useContentLanguage();
  return useQuery({
    queryKey: contentKeys.winners(language),
    queryFn: ({ signal }) => getWinnerBoard(language, signal),
    staleTime: 60_000,
  });
}
