import { createHash } from 'node:crypto';
import type { SeamlessAnswer } from '@portal/contracts';
import type { Database } from '../../../db/client.js';
import type { Executor } from '../../../db/executor.js';
import { AppError } from '../../../platform/errors.js';
import { findTransaction, insertTransaction } from './seamless.repository.js';

export type SeamlessKind = 'bet' | 'win' | 'rollback';

/** What one wallet call did: its answer, and the round, amount and journal entry it is kept with. */
export interface Applied {
  answer: SeamlessAnswer;
  roundId: bigint | null;
  amount: bigint;
  entryId: bigint | null;
}

/** What a transaction id is bound to: the call and its validated body (same fields in the same order). */
export function requestHashOf(kind: SeamlessKind, body: unknown): string {
  return createHash('sha256')
    .update(`${kind}|${JSON.stringify(body)}`)
    .digest('base64url');
}

function isTransactionKeyViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string; constraint?: string } }).cause ?? (error as { code?: string });
  return (
    cause?.code === '23505' &&
    (cause as { constraint?: string }).constraint === 'seamless_transactions_provider_code_transaction_id_pk'
  );
}

async function replay(db: Executor, providerCode: string, transactionId: string, requestHash: string) {
  const earlier = await findTransaction(db, providerCode, transactionId);
  if (!earlier) return null;
  if (earlier.requestHash !== requestHash) {
    throw new AppError('IDEMPOTENCY_CONFLICT', { field: 'transactionId' });
  }
  return earlier.answer as SeamlessAnswer;
}

/**
 * When a call lost the race for its transaction id (another call's row took the key meanwhile), what the
 * winner stored answers it, or IDEMPOTENCY_CONFLICT when the two differ; null for any other failure.
 */
export async function answerOfLostRace(
  db: Executor,
  error: unknown,
  call: { providerCode: string; transactionId: string; requestHash: string },
): Promise<SeamlessAnswer | null> {
  if (!isTransactionKeyViolation(error)) return null;
  return replay(db, call.providerCode, call.transactionId, call.requestHash);
}

/**
 * Runs a wallet transaction once per (provider, transaction id), in one database transaction with
 * its seamless_transactions row: a repeat gets the first answer, the same id with another body is
 * IDEMPOTENCY_CONFLICT. A refusal (insufficient funds, say) stores nothing, so its retry is judged
 * again. Two copies racing: the second's row insert fails on the key, everything it did rolls
 * back, and it answers what the first stored.
 */
export async function applyOnce(
  db: Database,
  call: { providerCode: string; transactionId: string; kind: SeamlessKind; body: unknown },
  work: (tx: Executor) => Promise<Applied>,
): Promise<SeamlessAnswer> {
  const requestHash = requestHashOf(call.kind, call.body);
  const earlier = await replay(db, call.providerCode, call.transactionId, requestHash);
  if (earlier) return earlier;
  try {
    return await db.transaction(async (tx) => {
      const applied = await work(tx);
      await insertTransaction(tx, {
        providerCode: call.providerCode,
        transactionId: call.transactionId,
        kind: call.kind,
        requestHash,
        ...applied,
      });
      return applied.answer;
    });
  } catch (error) {
    if (isTransactionKeyViolation(error)) {
      const first = await replay(db, call.providerCode, call.transactionId, requestHash);
      if (first) return first;
    }
    throw error;
  }
}
