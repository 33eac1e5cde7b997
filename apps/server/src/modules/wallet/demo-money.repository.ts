import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.js';

/**
 * Everything a demo channel ever credited to the member (minor units; db/functions/demo_credited.sql, the
 * figure the real part of a stake is decided against too); run under the caller's locks.
 */
export async function demoCredited(db: Executor, memberId: bigint): Promise<bigint> {
  const result = await db.execute<{ total: string }>(sql`SELECT demo_credited(${memberId})::text AS total`);
  return BigInt(result.rows[0]?.total ?? '0');
}
