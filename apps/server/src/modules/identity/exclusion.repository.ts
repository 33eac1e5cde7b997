import type { ExclusionKind } from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { members } from '../../db/schema/index.js';

export async function saveExclusion(db: Database, memberId: bigint, kind: ExclusionKind, until: Date | null) {
  await db.update(members).set({ exclusionKind: kind, excludedUntil: until }).where(eq(members.id, memberId));
}

export async function exclusionRow(db: Database, memberId: bigint) {
  const [row] = await db
    .select({ exclusionKind: members.exclusionKind, excludedUntil: members.excludedUntil })
    .from(members)
    .where(eq(members.id, memberId));
  return row ?? null;
}

/** Whether a member of the site with this e-mail is self-excluded at `now`. */
export async function selfExcludedEmail(db: Database, siteId: number, email: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(
      sql`${members.siteId} = ${siteId} AND lower(${members.email}) = lower(${email})
          AND ${members.exclusionKind} = 'self-exclusion'
          AND (${members.excludedUntil} IS NULL OR ${members.excludedUntil} > ${now})`,
    )
    .limit(1);
  return row !== undefined;
}
