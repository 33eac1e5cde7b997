import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.js';
import { paymentPasswords } from '../../db/schema/index.js';

export async function findPaymentPassword(db: Executor, memberId: bigint) {
  const [row] = await db.select().from(paymentPasswords).where(eq(paymentPasswords.memberId, memberId));
  return row ?? null;
}

export async function savePaymentPassword(db: Executor, memberId: bigint, passwordHash: string) {
  await db
    .insert(paymentPasswords)
    .values({ memberId, passwordHash })
    .onConflictDoUpdate({
      target: paymentPasswords.memberId,
      set: { passwordHash, updatedAt: sql`now()` },
    });
}

/** The payment password chosen at registration, written with the member. */
export async function insertPaymentPassword(tx: Executor, memberId: bigint, passwordHash: string) {
  await tx.insert(paymentPasswords).values({ memberId, passwordHash });
}
