import { and, count, desc, eq, gte, inArray, lt, notLike, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { gameRounds, sites, vendorRoundDifferences } from '../../../db/schema/index.js';
import { bookRoundPrefix } from '../book/book-rounds.js';

export type NewDifference = typeof vendorRoundDifferences.$inferInsert;
export type DifferenceRow = typeof vendorRoundDifferences.$inferSelect;

/**
 * The provider's seamless rounds the vendor named, and every one of them staked in [from, to): the portal's side
 * of a day's reconciliation.
 */
export async function portalRoundsOf(db: Database, providerCode: string, refs: string[], from: Date, to: Date) {
  return db
    .select({
      roundRef: gameRounds.roundRef,
      siteCode: sites.code,
      status: gameRounds.status,
      stake: gameRounds.stake,
      // What the vendor paid: the round's win less a jackpot its bet won, which the portal paid itself.
      win: sql<bigint>`${gameRounds.win} - coalesce((SELECT sum(j.amount) FROM jackpot_wins j WHERE j.round_id = ${gameRounds.id}), 0)`.mapWith(
        (value: string) => BigInt(value),
      ),
      createdAt: gameRounds.createdAt,
    })
    .from(gameRounds)
    .innerJoin(sites, eq(sites.id, gameRounds.siteId))
    .where(
      and(
        eq(gameRounds.providerCode, providerCode),
        eq(gameRounds.mode, 'real'),
        // A transfer-wallet vendor's tickets moved no money of the seamless wallet's: nothing to reconcile there.
        notLike(gameRounds.roundRef, `${bookRoundPrefix}%`),
        or(
          refs.length > 0 ? inArray(gameRounds.roundRef, refs) : undefined,
          and(gte(gameRounds.createdAt, from), lt(gameRounds.createdAt, to)),
        ),
      ),
    );
}

/**
 * Records a finding once per round and kind; a later pass that repaired it stamps `repaired_at` (the figures
 * found stay as they were first seen).
 */
export async function recordDifference(db: Database, difference: NewDifference): Promise<void> {
  await db
    .insert(vendorRoundDifferences)
    .values(difference)
    .onConflictDoUpdate({
      target: [vendorRoundDifferences.providerCode, vendorRoundDifferences.roundRef, vendorRoundDifferences.kind],
      set: { repairedAt: sql`coalesce(${vendorRoundDifferences.repairedAt}, excluded.repaired_at)` },
    });
}

/** A site's findings, newest first, of one day or all. */
export async function differencesOfSite(
  db: Database,
  siteCode: string,
  day: string | undefined,
  page: number,
  pageSize: number,
) {
  const where = and(
    eq(vendorRoundDifferences.siteCode, siteCode),
    day ? eq(vendorRoundDifferences.day, day) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(vendorRoundDifferences)
      .where(where)
      .orderBy(desc(vendorRoundDifferences.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(vendorRoundDifferences).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}
