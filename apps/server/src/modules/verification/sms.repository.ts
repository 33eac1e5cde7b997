import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { smsCodes } from '../../db/schema/index.js';

export interface MobileNumber {
  countryDialingCode: string;
  mobileNum: string;
}

const numberMatches = (number: MobileNumber) =>
  and(eq(smsCodes.countryDialingCode, number.countryDialingCode), eq(smsCodes.mobileNum, number.mobileNum));

export async function insertCode(
  db: Database,
  row: { siteId: number; number: MobileNumber; purpose: string; codeHash: string; expiredMinutes: number },
): Promise<void> {
  await db.insert(smsCodes).values({
    siteId: row.siteId,
    ...row.number,
    purpose: row.purpose,
    codeHash: row.codeHash,
    expiresAt: sql`now() + make_interval(mins => ${row.expiredMinutes})`,
  });
}

/** The newest unused code of a number for a purpose: the only one that can still be used. */
export async function latestUnusedCode(db: Database, siteId: number, number: MobileNumber, purpose: string) {
  const [latest] = await db
    .select({ id: smsCodes.id, codeHash: smsCodes.codeHash, expiresAt: smsCodes.expiresAt })
    .from(smsCodes)
    .where(
      and(eq(smsCodes.siteId, siteId), numberMatches(number), eq(smsCodes.purpose, purpose), isNull(smsCodes.usedAt)),
    )
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  return latest ?? null;
}

/** Marks a code used, conditional on still being unused: of two concurrent uses of one code, one wins. */
export async function useCode(db: Database, id: bigint): Promise<boolean> {
  const used = await db
    .update(smsCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(smsCodes.id, id), isNull(smsCodes.usedAt)))
    .returning({ id: smsCodes.id });
  return used.length > 0;
}
