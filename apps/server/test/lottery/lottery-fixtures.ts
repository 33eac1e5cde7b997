import { checkSelection, type DrawShape, type LotteryKind, playsOf } from '@portal/lottery';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.js';
import { games, lotteryGames } from '../../src/db/schema/index.js';
import { lotteryVendors } from '../../src/demo/demo-lottery.js';
import { offerVendor } from '../../src/demo/demo-vendors.js';
import { runLotteryScheduler } from '../../src/modules/lottery/draw-scheduler.js';
import type { LotterySettingsInput } from '../../src/modules/lottery/lottery-settings.js';

export interface GameOptions {
  code: string;
  kind: LotteryKind;
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

/** A seeded random source (the platform's), so a failing run can be repeated from its seed. */
export { seededRandom } from '../../src/platform/stable-random.js';

/**
 * A random valid line of one of the kind's plays: each area gets a random number of its values
 * within its bounds (a line that makes no bet, or that the engine refuses, is drawn again).
 */
export function randomLine(shape: DrawShape, random: () => number) {
  const plays = playsOf(shape);
  for (;;) {
    const play = plays[Math.floor(random() * plays.length)]!;
    const selection = play.areas.map((area) => {
      const count = area.min + Math.floor(random() * (Math.min(area.max, area.min + 3) - area.min + 1));
      const pool = [...area.values];
      return Array.from({ length: count }, () => pool.splice(Math.floor(random() * pool.length), 1)[0]!);
    });
    const check = checkSelection(play, selection);
    if (!check.ok || check.bets > 60) continue;
    const units = ['1', '0.1', '0.01'] as const;
    const unit = units[Math.floor(random() * units.length)]!;
    return {
      playId: play.id,
      selection,
      // VN plays are bought in điểm at unit 1 (the draw of a unit stays, so the stream of choices does too).
      unit: play.kind === 'VN' ? '1' : unit,
      multiple: 1 + Math.floor(random() * 3),
      group: 1800 + Math.floor(random() * 161),
    };
  }
}

/** What the lottery's house accounts hold together (stakes in, less everything paid back). */
export async function lotteryHouseBalance(db: Database): Promise<bigint> {
  const result = await db.execute<{ total: string }>(
    sql`SELECT coalesce(sum(balance), 0)::text AS total FROM ledger_accounts WHERE member_id IS NULL AND wallet LIKE 'HOUSE:LOTTERY:%'`,
  );
  return BigInt(result.rows[0]?.total ?? '0');
}

/** Stakes taken and everything paid back, over every line. */
export async function lineTotals(db: Database) {
  const result = await db.execute<Record<string, string>>(sql`
    SELECT coalesce(sum(stake), 0)::text AS stakes, coalesce(sum(payout), 0)::text AS payouts,
      coalesce(sum(refund), 0)::text AS refunds, coalesce(sum(rebate), 0)::text AS rebates,
      count(*) FILTER (WHERE status = 'waiting')::text AS waiting
    FROM lottery_lines`);
  const row = result.rows[0]!;
  return {
    stakes: BigInt(row.stakes!),
    paidBack: BigInt(row.payouts!) + BigInt(row.refunds!) + BigInt(row.rebates!),
    waiting: Number(row.waiting),
  };
}
