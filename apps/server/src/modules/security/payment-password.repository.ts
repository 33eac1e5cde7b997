import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { paymentPasswords } from '../../db/schema/index.js';

export async function findPaymentPassword(db: Database, memberId: bigint) {
  const [row] = await db.select().from(paymentPasswords).where(eq(paymentPasswords.memberId, memberId));
  return row ?? null;
}

export async function savePaymentPassword(db: Database, memberId: bigint, passwordHash: string) {
  await db
    .insert(paymentPasswords)
    .values({ memberId, passwordHash })
    .onConflictDoUpdate({
      target: paymentPasswords.memberId,
      set: { passwordHash, failures: 0, lockedUntil: null, updatedAt: sql`now()` },
    });
}

/**
 * Counts a wrong entry in one statement (concurrent wrong entries all count). A lock that has run
 * out starts the count again; reaching the limit locks for `lockMinutes`. Answers the lock's end.
 */
export async function countFailure(db: Database, memberId: bigint, maxFailures: number, lockMinutes: number) {
  const [row] = await db
    .update(paymentPasswords)
    .set({
      failures: sql`CASE WHEN ${paymentPasswords.lockedUntil} <= now() THEN 1 ELSE ${paymentPasswords.failures} + 1 END`,
      lockedUntil: sql`CASE
        WHEN ${paymentPasswords.lockedUntil} <= now() THEN NULL
        WHEN ${paymentPasswords.failures} + 1 >= ${maxFailures} THEN now() + make_interval(mins => ${lockMinutes})
        ELSE ${paymentPasswords.lockedUntil} END`,
    })
    .where(eq(paymentPasswords.memberId, memberId))
    .returning({ lockedUntil: paymentPasswords.lockedUntil });
  return row?.lockedUntil ?? null;
}

export async function clearFailures(db: Database, memberId: bigint) {
  await db
    .update(paymentPasswords)
    .set({ failures: 0, lockedUntil: null })
    .where(sql`${paymentPasswords.memberId} = ${memberId} AND ${paymentPasswords.failures} > 0`);
}
