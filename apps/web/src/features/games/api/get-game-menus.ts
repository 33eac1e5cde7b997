import { type GameMenu, gamePaths } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { get } from '../../../lib/http';
import { shellSchema } from '../../../lib/schema-source';
import { gamesKeys } from './keys';

/** GET /lgw/games/game_menus: each category with its vendors (header navigation, tabs, footer icons). */
export function getGameMenus(signal?: AbortSignal): Promise<GameMenu> {
  return get(gamePaths.menus, shellSchema('gameMenuSchema'), signal);
}

/** The menus, kept per language by the browser: the hook and the first screen's written answer share it. */
export const gameMenusQuery = (language: string) =>
  queryOptions({
    queryKey: gamesKeys.menus(language),
    queryFn: ({ signal }) => getGameMenus(signal),
    // The catalog changes rarely; the header, footer and pages share one answer.
    staleTime: 10 * 60_000,
  });

export function useGameMenus() {
  const { i18n } = useTranslation();
  return useQuery(gameMenusQuery(i18n.language));
}
