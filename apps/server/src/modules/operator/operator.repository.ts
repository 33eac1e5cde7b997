import { randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { Executor } from '../../db/executor.js';
import { auditLog, operatorSessions, operators } from '../../db/schema/index.js';
import { tokenHashOf } from '../../platform/tokens.js';

/** Operators sign in for a working day at most, and an hour of silence ends the session. */
export const operatorSessionPolicy = { idleMinutes: 60, absoluteHours: 10 } as const;

export async function insertOperator(db: Database, username: string, passwordHash: string, siteIds: number[] | null) {
  const [row] = await db.insert(operators).values({ username, passwordHash, siteIds }).returning();
  if (!row) throw new Error('operator insert returned no row');
  return row;
}

export async function findOperator(db: Database, username: string) {
  const [row] = await db.select().from(operators).where(sql`lower(${operators.username}) = lower(${username})`);
  return row ?? null;
}

export async function createOperatorSession(db: Database, operatorId: bigint): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(operatorSessions).values({
    tokenHash: tokenHashOf(token),
    operatorId,
    expiresAt: sql`now() + make_interval(hours => ${operatorSessionPolicy.absoluteHours})`,
  });
  return token;
}

export async function findOperatorSession(db: Database, tokenHash: string) {
  const [row] = await db
    .select({ operatorId: operators.id, username: operators.username, siteIds: operators.siteIds })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(
      and(
        eq(operatorSessions.tokenHash, tokenHash),
        gt(operatorSessions.expiresAt, sql`now()`),
        gt(operatorSessions.lastSeenAt, sql`now() - make_interval(mins => ${operatorSessionPolicy.idleMinutes})`),
      ),
    );
  if (row)
    await db.update(operatorSessions).set({ lastSeenAt: sql`now()` }).where(eq(operatorSessions.tokenHash, tokenHash));
  return row ?? null;
}

export type AuditEntry = typeof auditLog.$inferInsert;

export async function recordAudit(db: Executor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values(entry);
}

export async function deleteOperatorSession(db: Database, tokenHash: string): Promise<void> {
  await db.delete(operatorSessions).where(eq(operatorSessions.tokenHash, tokenHash));
}
