import type { Language } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import type { Site } from '../../platform/site.types.js';
import { gamePage } from './catalog.repository.js';
import { catalogCacheOf, listedOf } from './catalog-cache.js';

const maxLiveTables = 500;

export interface LiveGame {
  id: string;
  name: string;
  vendorCode: string;
  gameCode: string;
  /** The vendor's adapter (vendors.provider), which is asked for the game's table. */
  provider: string;
}

/**
 * The LIVE games a site plays (playable.ts), of one live vendor or all, in the site's order: the titles whose
 * tables GLS2_roomList asks their vendors about. A vendor named that is not live here is NOT_FOUND.
 */
export async function liveGamesOf(
  db: Database,
  site: Site,
  language: Language,
  vassalage: string | undefined,
): Promise<LiveGame[]> {
  const playable = await catalogCacheOf(db).playableBy(site.id);
  const live = playable.list.filter((vendor) => vendor.category === 'LIVE');
  if (vassalage && !live.some((vendor) => vendor.code === vassalage)) {
    throw new AppError('NOT_FOUND', { field: 'vassalage', message: 'vassalage: no such live vendor on this site' });
  }
  if (live.length === 0) return [];
  const providerOf = new Map(live.map((vendor) => [vendor.code, vendor.provider]));
  const rows = await gamePage(
    db,
    { ...listedOf(playable), category: 'LIVE', vendor: vassalage },
    language,
    maxLiveTables,
    0,
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.display_name,
    vendorCode: row.vendor_code,
    gameCode: row.game_code,
    provider: providerOf.get(row.vendor_code) ?? '',
  }));
}
