import type { Language } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import type { Site } from '../../platform/site.types.js';
import { hash32 } from '../../platform/stable-random.js';
import { gamePage } from './catalog.repository.js';
import { catalogCacheOf } from './catalog-cache.js';
import { stakeScale } from './game-view.js';

/** How many times its minimum a table's maximum bet is, chosen per table. */
const maxBetMultiples = [200n, 500n, 1000n, 2000n];
/** Players move every half minute; a table closes for an hour now and then (one in ten). */
const playersPeriodMs = 30_000;
const openPeriodMs = 3_600_000;
const maxLiveTables = 500;

/**
 * GLS2_roomList: the live tables of the site's LIVE vendors (or of one), one per LIVE game. A
 * vendor's real table feed needs its credentials; until then each table's limits come from its game
 * and its occupancy from a hash of the table and the current half minute, so every caller sees the same.
 */
export async function roomList(
  db: Database,
  site: Site,
  language: Language,
  vassalage: string | undefined,
  now = Date.now(),
) {
  const offered = await catalogCacheOf(db).offeredBy(site.id);
  const live = offered.list.filter((vendor) => vendor.category === 'LIVE').map((vendor) => vendor.code);
  if (vassalage && !live.includes(vassalage)) {
    throw new AppError('NOT_FOUND', {
      field: 'vassalage',
      message: 'vassalage: no such live vendor on this site',
    });
  }
  const vendors = vassalage ? [vassalage] : live;
  if (vendors.length === 0) return [];
  const rows = await gamePage(db, { vendors, category: 'LIVE' }, language, maxLiveTables, 0);
  const scale = stakeScale(site);
  const playersSlot = Math.floor(now / playersPeriodMs);
  const openSlot = Math.floor(now / openPeriodMs);
  return rows.map((row) => {
    const roomId = `${row.vendor_code}-${row.game_code}`;
    const minBet = BigInt(row.min_bet) * scale;
    const open = hash32(`${roomId}:${openSlot}`) % 10 !== 0;
    return {
      roomId,
      name: row.display_name,
      nodeId: row.id,
      vassalage: row.vendor_code,
      minBet: minBet.toString(),
      maxBet: (minBet * maxBetMultiples[hash32(roomId) % maxBetMultiples.length]!).toString(),
      players: open ? 3 + (hash32(`${roomId}:${playersSlot}`) % 240) : 0,
      open,
    };
  });
}
