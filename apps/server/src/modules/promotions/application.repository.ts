import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.js';

/** The state of the member's grant of one instance of a promotion, locked; null when there is none. */
export async function lockInstanceGrant(db: Executor, promotionId: bigint, memberId: bigint, instanceKey: string) {
  const result = await db.execute<{ id: string; state: string }>(
    sql`SELECT id::text, state FROM promotion_grants
        WHERE promotion_id = ${promotionId} AND member_id = ${memberId} AND instance_key = ${instanceKey} FOR UPDATE`,
  );
  const row = result.rows[0];
  return row ? { id: BigInt(row.id), state: row.state } : null;
}

/** A resubmission replaces the rejected application's images (its decision stays in the audit log). */
export async function dropApplicationImages(db: Executor, grantId: bigint) {
  await db.execute(sql`DELETE FROM promotion_application_images WHERE grant_id = ${grantId}`);
}
