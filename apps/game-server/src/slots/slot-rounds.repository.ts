import { and, eq, gte, sql } from 'drizzle-orm';
import type { GameDatabase } from '../db/client.js';
import { gameSessions, rounds } from '../db/schema.js';

type Executor = Pick<GameDatabase, 'insert' | 'update'>;
export type NewRound = typeof rounds.$inferInsert;

/** Moves a trial session's play money by `-bet + win` when it holds the bet; null when it does not. */
export async function moveTrialBalance(db: Executor, sessionId: bigint, bet: bigint, win: bigint) {
  const [row] = await db
    .update(gameSessions)
    .set({ trialBalance: sql`${gameSessions.trialBalance} - ${bet} + ${win}` })
    .where(and(eq(gameSessions.id, sessionId), gte(gameSessions.trialBalance, bet)))
    .returning({ balance: gameSessions.trialBalance });
  return row?.balance ?? null;
}

export async function insertRound(db: Executor, round: NewRound): Promise<void> {
  await db.insert(rounds).values(round);
}
