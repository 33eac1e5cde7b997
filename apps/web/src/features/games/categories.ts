import type { GameCategory } from '@portal/contracts';
import type { LucideIcon } from 'lucide-react';
import { Dices, Fish, Flame, Gamepad2, Heart, Joystick, Spade, Swords, Ticket, Trophy, Tv } from 'lucide-react';
import type { RouteTitleKey } from '../../components/ui/Page';

/** Where each category lives in the portal (SPEC §2) and how the menus show it. */
interface CategoryInfo {
  path: string;
  titleKey: RouteTitleKey;
  icon: LucideIcon;
}

export const categoryInfo: Partial<Record<GameCategory, CategoryInfo>> = {
  HOT: { path: '/hot', titleKey: 'route.hot', icon: Flame },
  RNG: { path: '/rng', titleKey: 'route.rng', icon: Gamepad2 },
  LIVE: { path: '/live', titleKey: 'route.live', icon: Tv },
  FISH: { path: '/fish', titleKey: 'route.fish', icon: Fish },
  PVP: { path: '/pvp', titleKey: 'route.pvp', icon: Spade },
  SPORTS: { path: '/sports', titleKey: 'route.sports', icon: Trophy },
  ESPORTS: { path: '/esports', titleKey: 'route.esports', icon: Joystick },
  COCKFIGHT: { path: '/cockfight', titleKey: 'route.cockfight', icon: Swords },
  LOTT: { path: '/lott', titleKey: 'route.lott', icon: Ticket },
  ELOTT: { path: '/elott', titleKey: 'route.elott', icon: Dices },
  FAV: { path: '/favorite', titleKey: 'route.favorite', icon: Heart },
};

/** Categories whose page is a list of games (with vendor tabs); the others are game centres of vendor cards. */
export const listCategories = ['LIVE', 'FISH', 'RNG', 'PVP'] as const satisfies readonly GameCategory[];
export type ListCategory = (typeof listCategories)[number];
export const centreCategories = [
  'SPORTS',
  'ESPORTS',
  'LOTT',
  'ELOTT',
  'COCKFIGHT',
] as const satisfies readonly GameCategory[];
export type CentreCategory = (typeof centreCategories)[number];

export function isListCategory(category: GameCategory): category is ListCategory {
  return (listCategories as readonly GameCategory[]).includes(category);
}

/** The page of a category, narrowed to one vendor when given. */
export function categoryPath(category: GameCategory, vassalage?: string): string {
  const path = categoryInfo[category]?.path ?? '/';
  return vassalage && isListCategory(category) ? `${path}?vassalage=${encodeURIComponent(vassalage)}` : path;
}
