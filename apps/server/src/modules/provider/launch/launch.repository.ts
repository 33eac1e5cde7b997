import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { games, vendors } from '../../../db/schema/index.js';

/** A game with its vendor (null when no such game is enabled); whether the site offers it is the games module's word. */
export async function findLaunchableGame(db: Database, gameId: bigint) {
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
    })
    .from(games)
    .innerJoin(vendors, eq(vendors.code, games.vendorCode))
    .where(and(eq(games.id, gameId), eq(games.enabled, true)));
  return row ?? null;
}
