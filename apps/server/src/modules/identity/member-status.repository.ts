import type { MemberStatus } from '@portal/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.js';
import { members } from '../../db/schema/index.js';

/** A member of the site by username (any letter case), its row locked for the rest of the transaction. */
export async function lockMemberByUsername(db: Executor, siteId: number, username: string) {
  const [row] = await db
    .select({ id: members.id, username: members.username, status: members.status })
    .from(members)
    .where(and(eq(members.siteId, siteId), sql`lower(${members.username}) = lower(${username})`))
    .for('update');
  return row ?? null;
}

export async function setMemberStatus(db: Executor, memberId: bigint, status: MemberStatus): Promise<void> {
  await db.update(members).set({ status }).where(eq(members.id, memberId));
}

/** A one-time password the member must change at its next sign-in (an operator's reset). */
export async function setOneTimePassword(db: Executor, memberId: bigint, passwordHash: string): Promise<void> {
  await db
    .update(members)
    .set({ passwordHash, passwordMustChange: 'oneTime', passwordChangedAt: sql`now()` })
    .where(eq(members.id, memberId));
}
