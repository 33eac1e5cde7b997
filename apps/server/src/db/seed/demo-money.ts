import { and, eq, sql } from 'drizzle-orm';
import { houseAccount, mainAccountOf } from '../../modules/ledger/ledger.repository.js';
import { postEntry } from '../../modules/ledger/ledger.service.js';
import type { Database } from '../client.js';
import { deposits, paymentChannels, type sites } from '../schema/index.js';

export type DemoSite = typeof sites.$inferSelect;

/** One unit of the site's money in minor units: a dollar is 100 cents; 25,000 dong stand for one here. */
export const demoUnitOf = (site: DemoSite) => (site.currencyDecimals === 0 ? 25_000n : 100n);

/** A demo deposit, credited as the cashier credits one: a keyed entry from the clearing account and its record. */
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
  const posted = await postEntry(db, {
    siteId: site.id,
    kind: 'deposit',
    idempotencyKey: deposit.key,
    legs: [
      { accountId: await houseAccount(db, site.id, 'HOUSE:CASHIER', site.currencyCode), amount: -deposit.amount },
      { accountId: await mainAccountOf(db, deposit.memberId), amount: deposit.amount },
    ],
    memo: { reason: 'Demo deposit' },
  });
  await db.insert(deposits).values({
    siteId: site.id,
    memberId: deposit.memberId,
    channelId: channel.id,
    amount: deposit.amount,
    status: 'credited',
    idempotencyKey: deposit.key,
    requestHash: deposit.key,
    entryId: posted.entryId,
    decidedAt: deposit.at,
    createdAt: deposit.at,
  });
}

/**
 * A demo settled round: its stake and any win moved between the member's wallet and the game revenue as the
 * seamless wallet moves them, and the round in the record of play (its triggers fold it into the daily rows).
 */
export async function settleDemoRound(
  db: Database,
  site: DemoSite,
  round: {
    memberId: bigint;
    game: { id: bigint; category: string; name: string };
    stake: bigint;
    win: bigint;
    at: Date;
    ref: string;
  },
) {
  const memo = { category: round.game.category, game: round.game.name };
  const revenue = await houseAccount(db, site.id, 'HOUSE:GAME_REVENUE', site.currencyCode);
  const wallet = await mainAccountOf(db, round.memberId);
  const moves = [
    ['game_bet', -round.stake],
    ['game_win', round.win],
  ] as const;
  let balanceBefore: bigint | null = null;
  for (const [kind, toMember] of moves) {
    if (toMember === 0n) continue;
    const posted = await postEntry(db, {
      siteId: site.id,
      kind,
      idempotencyKey: `seamless:demo:${round.ref}:${kind}`,
      legs: [
        { accountId: wallet, amount: toMember },
        { accountId: revenue, amount: -toMember },
      ],
      memo,
    });
    if (kind === 'game_bet') balanceBefore = posted.balances.get(wallet)! + round.stake;
  }
  // The stake's real part, as the seamless wallet decides it (db/functions/real_stake_of.sql).
  const realStake =
    balanceBefore === null ? sql`0` : sql`real_stake_of(${round.memberId}, ${round.stake}, ${balanceBefore})`;
  await db.execute(sql`
    INSERT INTO game_rounds (site_id, member_id, game_id, provider_code, round_ref, mode, stake, real_stake, win, status,
                             created_at, settled_at)
    VALUES (${site.id}, ${round.memberId}, ${round.game.id}, 'demo', ${round.ref}, 'real', ${round.stake}, ${realStake},
            ${round.win}, 'settled', ${round.at}, ${round.at})`);
}
