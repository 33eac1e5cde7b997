import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.js';
import { games, jackpotPools, jackpotWins, ledgerAccounts, members } from '../../db/schema/index.js';

/**
 * The pool is kept in 16 house accounts, `HOUSE:JACKPOT:<shard>`, as the game revenue is: one row would take
 * every slot bet of the site in turn. Shard 0 takes the seed; the seeds come from `HOUSE:JACKPOT_FUNDING`,
 * so what seeding costs the operator reads apart from the game revenue.
 */
const poolAccountPrefix = 'HOUSE:JACKPOT:';
export const poolShardNames = Array.from({ length: 16 }, (_, shard) => `${poolAccountPrefix}${shard}`);
export const fundingAccountName = 'HOUSE:JACKPOT_FUNDING';

export function termsOf(db: Executor, siteId: number) {
  return db
    .select()
    .from(jackpotPools)
    .where(eq(jackpotPools.siteId, siteId))
    .then((rows) => rows[0] ?? null);
}

export async function saveTerms(db: Executor, terms: typeof jackpotPools.$inferInsert): Promise<void> {
  await db
    .insert(jackpotPools)
    .values(terms)
    .onConflictDoUpdate({
      target: jackpotPools.siteId,
      set: {
        shareBp: terms.shareBp,
        seedAmount: terms.seedAmount,
        stakePerWin: terms.stakePerWin,
        active: terms.active ?? true,
        updatedAt: sql`now()`,
      },
    });
}

/**
 * The site's jackpot accounts: the pool's shards, shard 0 first, and the house account seeds come from (none
 * before its operator first set the jackpot).
 */
export async function jackpotAccounts(db: Executor, siteId: number) {
  const rows = await db
    .select({ id: ledgerAccounts.id, wallet: ledgerAccounts.wallet })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.siteId, siteId),
        isNull(ledgerAccounts.memberId),
        inArray(ledgerAccounts.wallet, [...poolShardNames, fundingAccountName]),
      ),
    );
  const shard = (wallet: string) => Number(wallet.slice(poolAccountPrefix.length));
  const pools = rows.filter((row) => row.wallet !== fundingAccountName);
  return {
    poolIds: pools.sort((a, b) => shard(a.wallet) - shard(b.wallet)).map((row) => row.id),
    fundingId: rows.find((row) => row.wallet === fundingAccountName)?.id ?? null,
  };
}

/** The pool of each site asked for: the sum of its jackpot accounts, minor units. */
export async function poolsOf(db: Executor, siteIds: number[]): Promise<Map<number, bigint>> {
  if (siteIds.length === 0) return new Map();
  const rows = await db
    .select({ siteId: ledgerAccounts.siteId, amount: sql<string>`sum(${ledgerAccounts.balance})::text` })
    .from(ledgerAccounts)
    .where(
      and(
        inArray(ledgerAccounts.siteId, siteIds),
        isNull(ledgerAccounts.memberId),
        inArray(ledgerAccounts.wallet, poolShardNames),
      ),
    )
    .groupBy(ledgerAccounts.siteId);
  return new Map(rows.map((row) => [row.siteId, BigInt(row.amount)]));
}

/** The site's latest jackpot win, with the member and the game's name in `language` (English when it has none). */
export async function lastWinOf(db: Executor, siteId: number, language: string) {
  const [row] = await db
    .select({
      username: members.username,
      gameName: sql<string>`coalesce(${games.names} ->> ${language}, ${games.gameName})`,
      amount: jackpotWins.amount,
      wonAt: jackpotWins.wonAt,
    })
    .from(jackpotWins)
    .innerJoin(members, eq(members.id, jackpotWins.memberId))
    .innerJoin(games, eq(games.id, jackpotWins.gameId))
    .where(eq(jackpotWins.siteId, siteId))
    .orderBy(desc(jackpotWins.wonAt), desc(jackpotWins.id))
    .limit(1);
  return row ?? null;
}

export async function winCountOf(db: Executor, siteId: number): Promise<number> {
  const [row] = await db.select({ wins: count() }).from(jackpotWins).where(eq(jackpotWins.siteId, siteId));
  return row?.wins ?? 0;
}

/** Tells every instance's listener about a site (`channel` is one of the module's channels). */
export async function notify(db: Executor, channel: string, siteId: number): Promise<void> {
  await db.execute(sql`SELECT pg_notify(${channel}, ${String(siteId)})`);
}
