import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { games, paymentChannels, type sites, siteVendors } from '../db/schema/index.js';
import { insertDeposit } from '../modules/cashier/deposit.repository.js';
import { postDepositCredit } from '../modules/cashier/deposit.service.js';
import { insertSettledRound, realStakeOf } from '../modules/provider/seamless/seamless.repository.js';
import { move } from '../modules/provider/seamless/wallet-moves.js';
import { originalsVendor } from './demo-originals.js';

export type DemoSite = typeof sites.$inferSelect;

/** One unit of the site's money in minor units: a dollar is 100 cents; 25,000 dong stand for one here. */
export const demoUnitOf = (site: DemoSite) => (site.currencyDecimals === 0 ? 25_000n : 100n);

/**
 * A demo deposit of the past, credited as the cashier credits one (postDepositCredit: a keyed entry from the
 * clearing account and the deposit marked credited with it), everything dated at the deposit's own time.
 */
export async function creditDemoDeposit(
  db: Database,
  site: DemoSite,
  deposit: { memberId: bigint; amount: bigint; at: Date; key: string },
) {
  const [channel] = await db
    .select({ id: paymentChannels.id })
    .from(paymentChannels)
    .where(and(eq(paymentChannels.siteId, site.id), eq(paymentChannels.kind, 'bank_transfer')));
  if (!channel) return;
  // Requested and credited as a member's bank transfer is, at the deposit's time.
  const requested = await insertDeposit(db, {
    siteId: site.id,
    memberId: deposit.memberId,
    channelId: channel.id,
    amount: deposit.amount,
    idempotencyKey: deposit.key,
    requestHash: deposit.key,
    createdAt: deposit.at,
  });
  if (!requested) return;
  await db.transaction((tx) =>
    postDepositCredit(tx, { id: site.id, currency: site.currencyCode }, requested, {
      operatorId: null,
      at: deposit.at,
    }),
  );
}

export type DemoGame = { id: bigint; category: string; name: string };

/**
 * The provider code of the demo's made-up past rounds. They never happened on the game server, so they are not
 * its rounds: the daily reconciliation, which compares the game server's rounds with the portal's, leaves them be.
 */
export const demoHistoryProvider = 'demo-history';

/**
 * The games the demo history plays: the house studio's, offered on the site (a lottery round comes from an order,
 * and a vendor without an adapter launches nothing), so that no record shows a win on a game nobody can play.
 */
export function demoPlayedGames(db: Database, siteId: number): Promise<DemoGame[]> {
  return db
    .select({ id: games.id, category: games.category, name: games.gameName })
    .from(games)
    .innerJoin(siteVendors, and(eq(siteVendors.vendorCode, games.vendorCode), eq(siteVendors.siteId, siteId)))
    .where(and(eq(games.enabled, true), eq(siteVendors.enabled, true), eq(games.vendorCode, originalsVendor.code)))
    .orderBy(asc(games.sortOrder), asc(games.id));
}

/**
 * A demo round of the past, settled as the seamless wallet settles one: its stake and any win moved between
 * the member's wallet and the game revenue (`move`, the wallet's own), and the settled round in the record of
 * play with the stake's real part (its triggers fold it into the daily rows), all at the round's time and in
 * one transaction.
 */
export async function settleDemoRound(
  db: Database,
  site: DemoSite,
  round: { memberId: bigint; game: DemoGame; stake: bigint; win: bigint; at: Date; ref: string },
) {
  const { memberId, game, stake, win, at } = round;
  const context = { memberId, siteId: site.id, category: game.category, gameName: game.name };
  const key = (kind: string) => `seamless:${demoHistoryProvider}:${round.ref}:${kind}`;
  await db.transaction(async (tx) => {
    const staked = await move(tx, context, 'game_bet', key('bet'), -stake, at);
    const paid = win > 0n ? await move(tx, context, 'game_win', key('win'), win, at) : staked;
    await insertSettledRound(tx, {
      siteId: site.id,
      memberId,
      gameId: game.id,
      providerCode: demoHistoryProvider,
      roundRef: round.ref,
      mode: 'real',
      stake,
      // The stake's real part, as the seamless wallet decides it (db/functions/real_stake_of.sql).
      realStake: await realStakeOf(tx, memberId, stake, staked.balance),
      win,
      balanceBefore: staked.balance + stake,
      balanceAfter: paid.balance,
      createdAt: at,
    });
  });
}
