import { sql } from 'drizzle-orm';
import type { Executor } from './executor.js';

/**
 * Serialises one member's decisions (withdrawal count, rebate and points spending, mission and referral
 * payouts) on the member's row. FOR NO KEY UPDATE, not FOR UPDATE: rows that reference the member (a
 * message written by a deposit credit or a withdrawal decision, which already hold the member's wallet
 * lock) take KEY SHARE on it, which FOR UPDATE blocks: the two would then wait for each other's lock.
 */
export async function lockMember(db: Executor, memberId: bigint): Promise<void> {
  await db.execute(sql`SELECT 1 FROM members WHERE id = ${memberId} FOR NO KEY UPDATE`);
}
