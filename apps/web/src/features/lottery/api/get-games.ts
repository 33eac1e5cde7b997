import { type LotteryGame, lotteryGameSchema, lotteryPaths } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { get } from '../../../lib/http';
import { currentLanguage } from '../../../lib/i18n';
import { lotteryKeys } from './keys';

const gamesSchema = z.array(lotteryGameSchema);

/** GET /lotto/lgw/games: the site's lottery games with their open issue and last result (public). */
export function getLotteryGames(signal?: AbortSignal): Promise<LotteryGame[]> {
  return get(lotteryPaths.games, gamesSchema, signal);
}

export function useLotteryGames() {
  // Names come in the Language header's language: a new language is a new list.
  const { i18n } = useTranslation();
  const language = i18n.language ? currentLanguage() : 'EN';
  return useQuery({
    queryKey: lotteryKeys.games(language),
    queryFn: ({ signal }) => getLotteryGames(signal),
    staleTime: 15_000,
  });
}
