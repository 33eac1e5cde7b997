import { and, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { GameDatabase } from '../db/client.js';
import { fairSeeds } from '../db/schema.js';

export type SeedPair = typeof fairSeeds.$inferSelect;
export type NewSeedPair = Pick<SeedPair, 'owner' | 'serverSeed' | 'commitment' | 'clientSeed'>;
type Executor = Pick<GameDatabase, 'select' | 'insert' | 'update' | 'execute'>;

/**
 * Holds the owner's seeds for the rest of the transaction: a rotation and a round, or two rotations, of one
 * owner then happen one after the other, never reading a pair the other is replacing.
 */
export async function lockOwner(db: Executor, owner: string): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`fair:${owner}`}, 0))`);
}

/** The owner's active pair, if it has one. */
export async function findActivePair(db: Executor, owner: string): Promise<SeedPair | null> {
  const [row] = await db
    .select()
    .from(fairSeeds)
    .where(and(eq(fairSeeds.owner, owner), isNull(fairSeeds.revealedAt)));
  return row ?? null;
}

/** Adds an active pair unless the owner has one already (two first rounds racing keep the first). */
export async function insertActivePair(db: Executor, pair: NewSeedPair): Promise<void> {
  await db.insert(fairSeeds).values(pair).onConflictDoNothing();
}

/** Takes the owner's next nonce in one statement: parallel rounds each get their own, in turn. */
export async function takeNonce(
  db: Executor,
  owner: string,
): Promise<Pick<SeedPair, 'serverSeed' | 'commitment' | 'clientSeed' | 'nonce'> | null> {
  const [row] = await db
    .update(fairSeeds)
    .set({ nonce: sql`${fairSeeds.nonce} + 1` })
    .where(and(eq(fairSeeds.owner, owner), isNull(fairSeeds.revealedAt)))
    .returning({
      serverSeed: fairSeeds.serverSeed,
      commitment: fairSeeds.commitment,
      clientSeed: fairSeeds.clientSeed,
      nonce: sql<number>`${fairSeeds.nonce} - 1`,
    });
  return row ?? null;
}

/** Marks the owner's active pair revealed and answers it as it ends, or null when there was none. */
export async function revealActivePair(db: Executor, owner: string, at: Date): Promise<SeedPair | null> {
  const [row] = await db
    .update(fairSeeds)
    .set({ revealedAt: at })
    .where(and(eq(fairSeeds.owner, owner), isNull(fairSeeds.revealedAt)))
    .returning();
  return row ?? null;
}

/** The owner's revealed pairs, newest first, a page at a time. */
export async function revealedPairs(db: GameDatabase, owner: string, page: number, pageSize: number) {
  const mine = and(eq(fairSeeds.owner, owner), isNotNull(fairSeeds.revealedAt));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(fairSeeds)
      .where(mine)
      .orderBy(desc(fairSeeds.revealedAt), desc(fairSeeds.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(fairSeeds).where(mine),
  ]);
  return { rows, total: total?.total ?? 0 };
}
