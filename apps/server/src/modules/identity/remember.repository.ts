import { randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { sessions } from '../../db/schema/index.js';
import { tokenHashOf } from '../../platform/tokens.js';

/**
 * Remember-me tokens live in the sessions table, without a migration: a row keyed `remember:<hash>`.
 * A session is looked up by the bare base64url hash of the presented token, which never contains a
 * colon, so a remember token can never be used as a session token (nor the reverse). Being member
 * rows of that table, they go wherever a member's sessions go: a password change or reset, which
 * deletes them all, revokes them too. Times come from the app's clock, so tests need not wait a day.
 */
const keyOf = (token: string) => `remember:${tokenHashOf(token)}`;

export async function insertRememberToken(
  db: Database,
  row: { memberId: bigint; siteId: number; ip: string; now: Date; expiresAt: Date },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    tokenHash: keyOf(token),
    memberId: row.memberId,
    siteId: row.siteId,
    ip: row.ip,
    createdAt: row.now,
    lastSeenAt: row.now,
    expiresAt: row.expiresAt,
  });
  return token;
}

/**
 * Takes a live token of the site for good (single use: of two racing trades, one gets the row) and
 * answers whose it was and until when it held; null for an unknown, expired or foreign token.
 */
export async function takeRememberToken(db: Database, siteId: number, token: string, now: Date) {
  const [row] = await db
    .delete(sessions)
    .where(and(eq(sessions.tokenHash, keyOf(token)), eq(sessions.siteId, siteId), gt(sessions.expiresAt, now)))
    .returning({ memberId: sessions.memberId, expiresAt: sessions.expiresAt });
  return row ?? null;
}

export async function deleteRememberToken(db: Database, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, keyOf(token)));
}
