import { randomBytes } from 'node:crypto';
import type { OperatorRole } from '@portal/contracts';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { Executor } from '../../db/executor.js';
import { auditLog, operatorSessions, operators } from '../../db/schema/index.js';
import { tokenHashOf } from '../../platform/tokens.js';

/**
 * Operators sign in for a working day at most, and 15 minutes of silence end the session (issue 25). A session
 * that has only passed the password lives five minutes: long enough to type a code.
 */
export const operatorSessionPolicy = { idleMinutes: 15, absoluteHours: 10, secondStepMinutes: 5 } as const;

export async function insertOperator(
  db: Executor,
  username: string,
  passwordHash: string,
  siteIds: number[] | null,
  role: OperatorRole = 'owner',
  email: string | null = null,
) {
  const [row] = await db.insert(operators).values({ username, passwordHash, siteIds, role, email }).returning();
  if (!row) throw new Error('operator insert returned no row');
  return row;
}

export async function findOperator(db: Database, username: string) {
  const [row] = await db.select().from(operators).where(sql`lower(${operators.username}) = lower(${username})`);
  return row ?? null;
}

/** A session that can take the second step only (verified_at null), for a few minutes. */
export async function createPendingSession(db: Executor, operatorId: bigint): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(operatorSessions).values({
    tokenHash: tokenHashOf(token),
    operatorId,
    expiresAt: sql`now() + make_interval(mins => ${operatorSessionPolicy.secondStepMinutes})`,
  });
  return token;
}

/** The second step was taken: the session is signed in for the working day. */
export async function markSessionVerified(db: Executor, tokenHash: string): Promise<void> {
  await db
    .update(operatorSessions)
    .set({
      verifiedAt: sql`now()`,
      lastSeenAt: sql`now()`,
      expiresAt: sql`now() + make_interval(hours => ${operatorSessionPolicy.absoluteHours})`,
    })
    .where(eq(operatorSessions.tokenHash, tokenHash));
}

/**
 * A live session by its token's hash, with its operator, and marks it seen, in one statement: a signed-in session
 * idle for 15 minutes is over; a pending one lives until it expires.
 */
export async function findOperatorSession(db: Database, tokenHash: string) {
  const idleSince = sql`now() - make_interval(mins => ${operatorSessionPolicy.idleMinutes})`;
  const [row] = await db
    .update(operatorSessions)
    .set({ lastSeenAt: sql`now()` })
    .from(operators)
    .where(
      and(
        eq(operatorSessions.tokenHash, tokenHash),
        eq(operators.id, operatorSessions.operatorId),
        gt(operatorSessions.expiresAt, sql`now()`),
        or(isNull(operatorSessions.verifiedAt), gt(operatorSessions.lastSeenAt, idleSince)),
      ),
    )
    .returning({
      operatorId: operators.id,
      username: operators.username,
      siteIds: operators.siteIds,
      role: operators.role,
      verified: sql<boolean>`${operatorSessions.verifiedAt} IS NOT NULL`,
    });
  return row ?? null;
}

export type AuditEntry = typeof auditLog.$inferInsert;

export async function recordAudit(db: Executor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values(entry);
}

export async function deleteOperatorSession(db: Database, tokenHash: string): Promise<void> {
  await db.delete(operatorSessions).where(eq(operatorSessions.tokenHash, tokenHash));
}

/** Ends every session of an operator; answers how many there were. */
export async function deleteOperatorSessions(db: Executor, operatorId: bigint): Promise<number> {
  const ended = await db
    .delete(operatorSessions)
    .where(eq(operatorSessions.operatorId, operatorId))
    .returning({ tokenHash: operatorSessions.tokenHash });
  return ended.length;
}
