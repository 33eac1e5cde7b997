import { and, asc, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.js';
import { operatorPasskeyChallenges, operatorPasskeys } from '../../db/schema/index.js';

export type PasskeyRow = typeof operatorPasskeys.$inferSelect;
export type ChallengePurpose = 'register' | 'sign-in';

/** The operator's passkeys, oldest first; at one host only when `rpId` is given. */
export function passkeysOf(db: Executor, operatorId: bigint, rpId?: string): Promise<PasskeyRow[]> {
  return db
    .select()
    .from(operatorPasskeys)
    .where(
      and(
        eq(operatorPasskeys.operatorId, operatorId),
        rpId === undefined ? undefined : eq(operatorPasskeys.rpId, rpId),
      ),
    )
    .orderBy(asc(operatorPasskeys.createdAt), asc(operatorPasskeys.id));
}

/** Whether the operator has a passkey made at this host. */
export async function hasPasskey(db: Executor, operatorId: bigint, rpId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: operatorPasskeys.id })
    .from(operatorPasskeys)
    .where(and(eq(operatorPasskeys.operatorId, operatorId), eq(operatorPasskeys.rpId, rpId)))
    .limit(1);
  return row !== undefined;
}

/** A new passkey; null when its credential is known already (made twice, or another operator's). */
export async function insertPasskey(
  db: Executor,
  passkey: typeof operatorPasskeys.$inferInsert,
): Promise<PasskeyRow | null> {
  const [row] = await db.insert(operatorPasskeys).values(passkey).onConflictDoNothing().returning();
  return row ?? null;
}

/** Removes one of the operator's own passkeys; answers it as it was, or null (none such of this operator). */
export async function deletePasskey(db: Executor, operatorId: bigint, id: bigint): Promise<PasskeyRow | null> {
  const [row] = await db
    .delete(operatorPasskeys)
    .where(and(eq(operatorPasskeys.id, id), eq(operatorPasskeys.operatorId, operatorId)))
    .returning();
  return row ?? null;
}

/**
 * Moves the passkey's counter to the authenticator's new one, in one statement: only forward (an authenticator that
 * keeps no counter reports 0 each time, and stays at 0). False: a counter seen already, a cloned key or a replay.
 */
export async function advanceCounter(db: Executor, id: bigint, counter: number, at: Date): Promise<boolean> {
  const moved = await db
    .update(operatorPasskeys)
    .set({ counter, lastUsedAt: at })
    .where(
      and(
        eq(operatorPasskeys.id, id),
        or(lt(operatorPasskeys.counter, counter), sql`(${operatorPasskeys.counter} = 0 AND ${counter} = 0)`),
      ),
    )
    .returning({ id: operatorPasskeys.id });
  return moved.length === 1;
}

/** Keeps the ceremony's challenge for the session, replacing the one it had for the same purpose. */
export async function saveChallenge(
  db: Executor,
  challenge: { tokenHash: string; purpose: ChallengePurpose; challenge: string; rpId: string; expiresAt: Date },
): Promise<void> {
  await db
    .insert(operatorPasskeyChallenges)
    .values(challenge)
    .onConflictDoUpdate({
      target: [operatorPasskeyChallenges.tokenHash, operatorPasskeyChallenges.purpose],
      set: { challenge: challenge.challenge, rpId: challenge.rpId, expiresAt: challenge.expiresAt },
    });
}

/**
 * Takes the session's challenge once, in one statement: two answers of one challenge, one gets it. Only a live one
 * that was made for this host and holds this value is taken.
 */
export async function takeChallenge(
  db: Executor,
  taken: { tokenHash: string; purpose: ChallengePurpose; challenge: string; rpId: string; now: Date },
): Promise<boolean> {
  const rows = await db
    .delete(operatorPasskeyChallenges)
    .where(
      and(
        eq(operatorPasskeyChallenges.tokenHash, taken.tokenHash),
        eq(operatorPasskeyChallenges.purpose, taken.purpose),
        eq(operatorPasskeyChallenges.challenge, taken.challenge),
        eq(operatorPasskeyChallenges.rpId, taken.rpId),
        gt(operatorPasskeyChallenges.expiresAt, taken.now),
      ),
    )
    .returning({ tokenHash: operatorPasskeyChallenges.tokenHash });
  return rows.length === 1;
}
