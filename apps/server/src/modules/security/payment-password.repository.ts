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
      set: { passwordHash, updatedAt: sql`now()` },
    });
}
