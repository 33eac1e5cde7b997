import { type GameCategory, gameSubTypes } from '@portal/contracts';
import { useSite } from '../../../lib/site';
import { useVendorGameTypes } from '../api/get-vendor-game-types';

export type SubType = (typeof gameSubTypes)[number];

/**
 * The sub-types a list page can filter by (SPEC §3): what the chosen vendor offers in the category, or
 * for all slot vendors every sub-type; bingo (BG) only on a site that supports TY.
 */
export function useSubTypes(category: GameCategory, vassalage: string | undefined): SubType[] {
  const { brand } = useSite();
  const vendorTypes = useVendorGameTypes(vassalage);
  const bingo = brand.supportedLanguages.includes('TY');
  let offered: readonly SubType[] = [];
  if (vassalage) {
    offered = vendorTypes.data?.find((entry) => entry.gameType === category)?.gameClassify ?? [];
  } else if (category === 'RNG') {
    offered = gameSubTypes;
  }
  return offered.filter((subType) => subType !== 'BG' || bingo);
}
