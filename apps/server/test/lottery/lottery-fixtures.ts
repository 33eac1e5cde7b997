import { and, eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client.js';
import { games, lotteryGames } from '../../src/db/schema/index.js';
import { lotteryVendors } from '../../src/db/seed/demo-lottery.js';
import { offerVendor } from '../../src/db/seed/demo-vendors.js';
import { runLotteryScheduler } from '../../src/modules/lottery/draw-scheduler.js';
import type { LotterySettingsInput } from '../../src/modules/lottery/lottery-settings.js';

export interface GameOptions {
  code: string;
  kind: string;
  layout?: 'north' | 'south';
  source?: 'house' | 'official';
  schedule?: Record<string, unknown>;
  closeBeforeSeconds?: number;
  settings?: LotterySettingsInput;
}

/** Adds a lottery game to a test site, listed in the catalog as the demo sites' are. */
export async function addLotteryGame(db: Database, siteId: number, options: GameOptions) {
  const vendor = options.kind === 'VN' || options.kind === 'SEA' ? lotteryVendors.ELOTT : lotteryVendors.LOTT;
  await offerVendor(db, siteId, vendor);
  await db
    .insert(games)
    .values({
      vendorCode: vendor.code,
      gameCode: options.code,
      gameName: options.code,
      names: { EN: `${options.code} game` },
      category: vendor.category,
      minBet: 2n,
    })
    .onConflictDoNothing();
  const [catalogGame] = await db
    .select({ id: games.id })
    .from(games)
    .where(and(eq(games.vendorCode, vendor.code), eq(games.gameCode, options.code)));
  const [row] = await db
    .insert(lotteryGames)
    .values({
      siteId,
      code: options.code,
      gameId: catalogGame!.id,
      kind: options.kind,
      layout: options.layout ?? null,
      source: options.source ?? 'house',
      schedule: options.schedule ?? { type: 'interval', seconds: 60 },
      closeBeforeSeconds: options.closeBeforeSeconds ?? 10,
      settings: (options.settings ?? {}) as Record<string, unknown>,
    })
    .returning();
  return row!;
}

/** One run of the lottery scheduler at the given instant, as the job runs it (one transaction). */
export function runScheduler(db: Database, now: number) {
  return db.transaction((tx) => runLotteryScheduler(tx, now));
}
