import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { passwordResets } from '../../db/schema/index.js';

export async function insertReset(db: Database, memberId: bigint, codeHash: string, lifetimeMinutes: number) {
  await db.insert(passwordResets).values({
    memberId,
    codeHash,
    expiresAt: sql`now() + make_interval(mins => ${lifetimeMinutes})`,
  });
}

/** The newest live reset of a member: a newer request makes the older codes useless. */
export async function latestLiveReset(db: Database, memberId: bigint) {
  const [row] = await db
    .select({ id: passwordResets.id, codeHash: passwordResets.codeHash, usedAt: passwordResets.usedAt })
    .from(passwordResets)
    .where(and(eq(passwordResets.memberId, memberId), gt(passwordResets.expiresAt, sql`now()`)))
    .orderBy(desc(passwordResets.createdAt), desc(passwordResets.id))
    .limit(1);
  return row && row.usedAt === null ? row : null;
}

/** Uses a reset up, conditional on it being unused: of two concurrent uses, one wins. */
export async function useReset(db: Database, id: bigint): Promise<boolean> {
  const used = await db
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResets.id, id), isNull(passwordResets.usedAt)))
    .returning({ id: passwordResets.id });
  return used.length > 0;
}
