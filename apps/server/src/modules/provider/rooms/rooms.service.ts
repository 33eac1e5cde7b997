import type { Language, LiveTableSummary, Room } from '@portal/contracts';
import type { Database } from '../../../db/client.js';
import type { Site } from '../../../platform/site.types.js';
import { TtlCache } from '../../../platform/ttl-cache.js';
import { liveGamesOf } from '../../games/live-games.service.js';
import type { GameVendors } from '../vendors/game-vendor.js';

/** A lobby polls its tables every few seconds: the vendor is asked once in this long per site and vendor. */
const tablesTtlMs = 2000;

/**
 * GLS2_roomList: the live tables a player can sit at on this site: each LIVE game of a vendor the site plays
 * (playable.ts) that its vendor answers for as a real table, with the vendor's own limits, who sits there now,
 * the phase of its round and its last results (issue 26). Nothing is made up: a vendor that reports no tables,
 * or has no adapter here, lists none (issue 22, finding 14).
 */
export class LiveRooms {
  private readonly tables = new TtlCache<string, Map<string, LiveTableSummary>>(tablesTtlMs, 1000);

  constructor(
    private readonly db: Database,
    private readonly vendors: GameVendors,
  ) {}

  async list(site: Site, language: Language, vassalage: string | undefined): Promise<Room[]> {
    const games = await liveGamesOf(this.db, site, language, vassalage);
    const reported = new Map<string, LiveTableSummary>();
    for (const provider of new Set(games.map((game) => game.provider))) {
      const vendor = this.vendors.get(provider);
      if (!vendor?.liveTables) continue;
      const titles = games
        .filter((game) => game.provider === provider)
        .map((game) => ({ studio: game.vendorCode, gameCode: game.gameCode }));
      const tables = await this.tables.get(`${site.id}:${provider}:${vassalage ?? ''}`, async () => {
        const answered = await vendor.liveTables!({ currency: site.brand.currency.code, titles });
        return new Map(answered.map((table) => [`${table.studio}/${table.gameCode}`, table]));
      });
      for (const [title, table] of tables) reported.set(title, table);
    }
    return games.flatMap((game) => {
      const table = reported.get(`${game.vendorCode}/${game.gameCode}`);
      if (!table) return [];
      return [
        {
          roomId: `${game.vendorCode}-${game.gameCode}`,
          name: game.name,
          nodeId: game.id,
          vassalage: game.vendorCode,
          kind: table.kind,
          phase: table.phase,
          minBet: table.minBet,
          maxBet: table.maxBet,
          players: table.seated,
          lastResults: table.lastResults,
          open: true,
        },
      ];
    });
  }
}
