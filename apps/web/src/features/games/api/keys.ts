import type { GameCategory } from '@portal/contracts';
import { roundViewKeys } from '../../../lib/member/round-views';

/**
 * Query keys of the game catalog. The catalog answers in the interface's language, so its keys carry
 * the language; the member's favourites and recent games sit under the session's `member` key so a
 * logout drops them.
 */
export const gamesKeys = {
  menus: (language: string) => ['games', language, 'menus'] as const,
  list: (language: string, filter: object) => ['games', language, 'list', filter] as const,
  hot: (language: string, gameType: GameCategory | undefined) => ['games', language, 'hot', gameType ?? 'ALL'] as const,
  vendorTypes: (language: string, vassalage: string) => ['games', language, 'vendor-types', vassalage] as const,
  lanes: (language: string) => ['games', language, 'lanes'] as const,
  liveTables: (language: string, vassalage: string) => ['games', language, 'live-tables', vassalage] as const,
  favouriteIds: (token: string | null) => ['member', token, 'favourites', 'ids'] as const,
  favourites: (token: string | null) => ['member', token, 'favourites', 'list'] as const,
  recent: roundViewKeys.recentGames,
};
