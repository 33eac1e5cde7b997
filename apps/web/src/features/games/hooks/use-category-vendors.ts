import type { GameCategory, GameMenu, Vendor } from '@portal/contracts';
import { useGameMenus } from '../api/get-game-menus';

export function vendorsOf(menus: GameMenu | undefined, category: GameCategory): Vendor[] {
  return menus?.find((menu) => menu.gameCategory === category)?.vendors ?? [];
}

/** The vendors of one category, from the game menus (shared with the header and the footer). */
export function useCategoryVendors(category: GameCategory) {
  const menus = useGameMenus();
  return { ...menus, vendors: vendorsOf(menus.data, category) };
}
