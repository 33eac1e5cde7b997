import { type GameMenu, gameMenuSchema, gamePaths } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { get } from '../../../lib/http';
import { gamesKeys } from './keys';

/** GET /lgw/games/game_menus: each category with its vendors (header navigation, tabs, footer icons). */
export function getGameMenus(signal?: AbortSignal): Promise<GameMenu> {
  return get(gamePaths.menus, gameMenuSchema, signal);
}

export function useGameMenus() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: gamesKeys.menus(i18n.language),
    queryFn: ({ signal }) => getGameMenus(signal),
    // The catalog changes rarely; the header, footer and pages share one answer.
    staleTime: 10 * 60_000,
  });
}
