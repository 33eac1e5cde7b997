import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { games, siteVendors, vendors } from '../../../db/schema/index.js';

/** A game with its vendor, and whether the site offers that vendor (null when no such game is enabled). */
export async function findLaunchableGame(db: Database, siteId: number, gameId: bigint) {
  const [row] = await db
    .select({
      id: games.id,
      gameCode: games.gameCode,
      gameName: games.gameName,
      names: games.names,
      category: games.category,
      subType: games.subType,
      freeTrial: games.freeTrial,
      minBet: games.minBet,
      vendorCode: vendors.code,
      provider: vendors.provider,
      offered: siteVendors.enabled,
    })
    .from(games)
    .innerJoin(vendors, eq(vendors.code, games.vendorCode))
    .leftJoin(siteVendors, and(eq(siteVendors.vendorCode, vendors.code), eq(siteVendors.siteId, siteId)))
    .where(and(eq(games.id, gameId), eq(games.enabled, true)));
  return row ?? null;
}
