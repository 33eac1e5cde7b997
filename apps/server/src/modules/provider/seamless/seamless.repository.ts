import type { SeamlessAnswer } from '@portal/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/executor.js';
import {
  gameProviders,
  gameRounds,
  ledgerAccounts,
  seamlessTransactions,
  seamlessVoidedBets,
} from '../../../db/schema/index.js';

export async function findTransaction(db: Executor, providerCode: string, transactionId: string) {
  const [row] = await db
    .select()
    .from(seamlessTransactions)
    .where(
      and(eq(seamlessTransactions.providerCode, providerCode), eq(seamlessTransactions.transactionId, transactionId)),
    );
  return row ?? null;
}

export async function insertTransaction(
  db: Executor,
  row: {
    providerCode: string;
    transactionId: string;
    kind: 'bet' | 'win' | 'rollback';
    roundId: bigint | null;
    amount: bigint;
    requestHash: string;
    answer: SeamlessAnswer;
    entryId: bigint | null;
  },
) {
  await db.insert(seamlessTransactions).values(row);
}

/**
 * Holds a bet's transaction id for the rest of the database transaction: a bet and a rollback of it
 * take it first, so one of them commits before the other looks (the rollback then sees the bet, or
 * the bet sees the rollback that voided it).
 */
export async function lockBetId(db: Executor, providerCode: string, betTransactionId: string) {
  await db.execute(
    sql`SELECT pg_advisory_xact_lock(hashtextextended(${`seamless:${providerCode}:${betTransactionId}`}, 0))`,
  );
}

/** Keeps a rollback of a bet not seen yet (a second rollback id for the same bet keeps the first). */
export async function voidBet(db: Executor, row: typeof seamlessVoidedBets.$inferInsert) {
  await db.insert(seamlessVoidedBets).values(row).onConflictDoNothing();
}

export type RoundRow = typeof gameRounds.$inferSelect;

export async function lockRoundById(db: Executor, id: bigint): Promise<RoundRow | null> {
  const [row] = await db.select().from(gameRounds).where(eq(gameRounds.id, id)).for('update');
  return row ?? null;
}

/**
 * The real part of a stake just debited from the member's main wallet (db/functions/real_stake_of.sql: the
 * balance before it against the demo money credited), read under the wallet's row lock the debit took.
 */
export async function realStakeOf(db: Executor, memberId: bigint, amount: bigint, balanceAfter: bigint) {
  const result = await db.execute<{ real: string }>(
    sql`SELECT real_stake_of(${memberId}, ${amount}, ${balanceAfter + amount})::text AS real`,
  );
  return BigInt(result.rows[0]!.real);
}

export async function recordRollback(db: Executor, id: bigint, balanceAfter: bigint) {
  await db
    .update(gameRounds)
    .set({ balanceAfter, status: 'rolled_back', settledAt: sql`now()` })
    .where(eq(gameRounds.id, id));
}

/**
 * A round settled at once: a trial round (play money only, kept on the session), or a real round of the past
 * whose money already moved (the demo seed's history: begun and settled at its own time, not now).
 */
export async function insertSettledRound(db: Executor, round: typeof gameRounds.$inferInsert) {
  const settledAt = round.settledAt ?? round.createdAt ?? sql`now()`;
  await db.insert(gameRounds).values({ ...round, status: 'settled', settledAt });
}

/** The member's main wallet account with its currency and balance (postEntry locks it when money moves). */
export async function mainAccount(db: Executor, memberId: bigint) {
  const [row] = await db
    .select({ id: ledgerAccounts.id, currency: ledgerAccounts.currency, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.memberId, memberId), eq(ledgerAccounts.wallet, 'MAIN')));
  if (!row) throw new Error(`member ${memberId} has no main wallet`);
  return row;
}

/** A third-party provider's secret as stored: sealed under the server's key (null for a provider we do not know). */
export async function sealedProviderSecret(db: Executor, code: string): Promise<string | null> {
  const [row] = await db
    .select({ sealed: gameProviders.secretSealed })
    .from(gameProviders)
    .where(eq(gameProviders.code, code));
  return row?.sealed ?? null;
}
