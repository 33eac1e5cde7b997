import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { Executor } from '../../db/executor.js';
import { operatorRecoveryCodes, operators } from '../../db/schema/index.js';

/** The operator's authenticator: its sealed secret, whether it is in use, and the last step a code was taken for. */
export async function authenticatorOf(db: Executor, operatorId: bigint) {
  const [row] = await db
    .select({
      sealed: operators.totpSecretSealed,
      enabledAt: operators.totpEnabledAt,
      lastStep: operators.totpLastStep,
    })
    .from(operators)
    .where(eq(operators.id, operatorId));
  return row ?? null;
}

/** Keeps a new secret for an enrolment not yet confirmed; false once an authenticator is in use. */
export async function saveEnrollingSecret(db: Executor, operatorId: bigint, sealed: string): Promise<boolean> {
  const saved = await db
    .update(operators)
    .set({ totpSecretSealed: sealed })
    .where(and(eq(operators.id, operatorId), isNull(operators.totpEnabledAt)))
    .returning({ id: operators.id });
  return saved.length === 1;
}

/**
 * Takes a code's 30-second step, in one statement: a step is taken once, so a code seen over a shoulder or sent
 * twice does not sign in again. With `enable`, the authenticator is put in use by the same statement.
 */
export async function takeStep(db: Executor, operatorId: bigint, step: number, enable = false): Promise<boolean> {
  const taken = await db
    .update(operators)
    .set({ totpLastStep: step, ...(enable ? { totpEnabledAt: sql`now()` } : {}) })
    .where(
      and(
        eq(operators.id, operatorId),
        lt(operators.totpLastStep, step),
        enable ? isNull(operators.totpEnabledAt) : sql`${operators.totpEnabledAt} IS NOT NULL`,
      ),
    )
    .returning({ id: operators.id });
  return taken.length === 1;
}

/** Replaces the operator's recovery codes with new ones (hashed). */
export async function replaceRecoveryCodes(db: Executor, operatorId: bigint, hashes: string[]): Promise<void> {
  await db.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.operatorId, operatorId));
  await db.insert(operatorRecoveryCodes).values(hashes.map((codeHash) => ({ operatorId, codeHash })));
}

/** Uses a recovery code once, in one statement: two sign-ins with the same code, one gets in. */
export async function useRecoveryCode(db: Database, operatorId: bigint, codeHash: string): Promise<boolean> {
  const used = await db
    .update(operatorRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(operatorRecoveryCodes.operatorId, operatorId),
        eq(operatorRecoveryCodes.codeHash, codeHash),
        isNull(operatorRecoveryCodes.usedAt),
      ),
    )
    .returning({ operatorId: operatorRecoveryCodes.operatorId });
  return used.length === 1;
}
