import { sql } from 'drizzle-orm';
import { games, paymentChannels } from '../../src/db/schema/index.js';
import type { TestContext } from '../harness.js';
import { addGame } from '../provider/provider-setup.js';

/** A bank-transfer channel on the site (deposits the operator approves): answers its id. */
export async function addBankChannel(ctx: TestContext, siteId: number): Promise<string> {
  const [channel] = await ctx.database.db
    .insert(paymentChannels)
    .values({ siteId, code: 'BANK', kind: 'bank_transfer', name: 'Bank', minAmount: 100n, maxAmount: 10_000_000n })
    .returning({ id: paymentChannels.id });
  await ctx.app.sites.reload();
  return String(channel!.id);
}

/** A slot (RNG) and a live game (LIVE) of a vendor named after `prefix`: answers their ids by category. */
export async function addSlotAndLive(ctx: TestContext, prefix: string): Promise<Record<'RNG' | 'LIVE', bigint>> {
  const db = ctx.database.db;
  await addGame(ctx, { code: `${prefix}V` }, { gameCode: `${prefix}SLOT` });
  await db.insert(games).values({
    vendorCode: `${prefix}V`,
    gameCode: `${prefix}LIVE`,
    gameName: 'Live',
    names: { EN: 'Live' },
    category: 'LIVE',
    minBet: 20n,
    lineNum: 1,
  });
  const idOf = async (code: string) =>
    (await db.select({ id: games.id }).from(games).where(sql`${games.gameCode} = ${code}`))[0]!.id;
  return { RNG: await idOf(`${prefix}SLOT`), LIVE: await idOf(`${prefix}LIVE`) };
}
