import type { Language } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import type { Site } from '../../platform/site.types.js';
import { gamePage } from './catalog.repository.js';
import { catalogCacheOf, listedOf } from './catalog-cache.js';
import { stakeScale } from './game-view.js';

const maxLiveTables = 500;

/**
 * GLS2_roomList: the live tables a player can sit at on this site, one per LIVE game of a live vendor
 * the site plays (playable.ts), so every room listed opens. A table's minimum is its game's; no vendor
 * adapter of ours reports a table's maximum or who sits there, so those are null rather than made up
 * (issue 22, finding 14: hashed player counts for 247 tables nobody could open).
 */
export async function roomList(db: Database, site: Site, language: Language, vassalage: string | undefined) {
  const playable = await catalogCacheOf(db).playableBy(site.id);
  const live = playable.list.filter((vendor) => vendor.category === 'LIVE').map((vendor) => vendor.code);
  if (vassalage && !live.includes(vassalage)) {
    throw new AppError('NOT_FOUND', {
      field: 'vassalage',
      message: 'vassalage: no such live vendor on this site',
    });
  }
  if (live.length === 0) return [];
  const filter = { ...listedOf(playable), category: 'LIVE', vendor: vassalage };
  const rows = await gamePage(db, filter, language, maxLiveTables, 0);
  const scale = stakeScale(site);
  return rows.map((row) => ({
    roomId: `${row.vendor_code}-${row.game_code}`,
    name: row.display_name,
    nodeId: row.id,
    vassalage: row.vendor_code,
    minBet: (BigInt(row.min_bet) * scale).toString(),
    maxBet: null,
    players: null,
    open: true,
  }));
}
