import { and, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { GameDatabase } from '../db/client.js';
import { gameSessions, type roundStatuses, rounds } from '../db/schema.js';

type Executor = Pick<GameDatabase, 'insert' | 'update'>;
export type NewRound = typeof rounds.$inferInsert;
export type RoundStatus = (typeof roundStatuses)[number];

/** Writes a decided round; answers its id. */
export async function insertRound(db: Executor, round: NewRound): Promise<bigint> {
  const [row] = await db.insert(rounds).values(round).returning({ id: rounds.id });
  return row!.id;
}

/**
 * Moves a round on from 'staking' (a real round whose bet is in flight), or from `from` (once: a round that moved
 * already stays where it is).
 */
export async function settleStake(
  db: Executor,
  roundId: bigint,
  status: Exclude<RoundStatus, 'staking'>,
  from: 'staking' | 'open' = 'staking',
) {
  const moved = await db
    .update(rounds)
    .set({ status })
    .where(and(eq(rounds.id, roundId), eq(rounds.status, from)))
    .returning({ id: rounds.id });
  return moved.length === 1;
}

/** Settles a round that waited for a result decided elsewhere with its win and final outcome, once. */
export async function settleWithWin(
  db: Executor,
  roundId: bigint,
  win: bigint,
  outcome: unknown,
  from: 'staking' | 'open',
) {
  const moved = await db
    .update(rounds)
    .set({ status: 'settled', win, outcome })
    .where(and(eq(rounds.id, roundId), eq(rounds.status, from)))
    .returning({ id: rounds.id });
  return moved.length === 1;
}

/**
 * Settles many waiting rounds at once with their wins and final outcomes (a live table's close), each only while
 * it is still `from`; answers the ids it moved.
 */
export async function settleManyWithWins(
  db: Executor & Pick<GameDatabase, 'execute'>,
  settled: { id: bigint; win: bigint; outcome: unknown }[],
  from: 'staking' | 'open' = 'open',
): Promise<Set<bigint>> {
  if (settled.length === 0) return new Set();
  const rows = sql.join(
    settled.map((round) => sql`(${round.id}::bigint, ${round.win}::bigint, ${JSON.stringify(round.outcome)}::jsonb)`),
    sql`, `,
  );
  const moved = await db.execute<{ id: string }>(sql`
    UPDATE ${rounds} SET status = 'settled', win = v.win, outcome = v.outcome
    FROM (VALUES ${rows}) AS v(id, win, outcome)
    WHERE ${rounds.id} = v.id AND ${rounds.status} = ${from}
    RETURNING ${rounds.id}`);
  return new Set(moved.rows.map((row) => BigInt(row.id)));
}

/** Adds wins to many trial sessions' play money at once; answers each session's new balance. */
export async function addTrialWins(
  db: Pick<GameDatabase, 'execute'>,
  wins: { sessionId: bigint; win: bigint }[],
): Promise<Map<bigint, bigint>> {
  const bySession = new Map<bigint, bigint>();
  for (const { sessionId, win } of wins) bySession.set(sessionId, (bySession.get(sessionId) ?? 0n) + win);
  if (bySession.size === 0) return new Map();
  const rows = sql.join(
    [...bySession].map(([id, win]) => sql`(${id}::bigint, ${win}::bigint)`),
    sql`, `,
  );
  const moved = await db.execute<{ id: string; balance: string }>(sql`
    UPDATE ${gameSessions} SET trial_balance = trial_balance + v.win
    FROM (VALUES ${rows}) AS v(id, win)
    WHERE ${gameSessions.id} = v.id AND ${gameSessions.mode} = 'trial'
    RETURNING ${gameSessions.id}, trial_balance::text AS balance`);
  return new Map(moved.rows.map((row) => [BigInt(row.id), BigInt(row.balance)]));
}

/** Moves a trial session's play money by `-bet + win` when it holds the bet; null when it does not. */
export async function moveTrialBalance(db: Executor, sessionId: bigint, bet: bigint, win: bigint) {
  const [row] = await db
    .update(gameSessions)
    .set({ trialBalance: sql`${gameSessions.trialBalance} - ${bet} + ${win}` })
    .where(and(eq(gameSessions.id, sessionId), sql`${gameSessions.trialBalance} >= ${bet}`))
    .returning({ balance: gameSessions.trialBalance });
  return row?.balance ?? null;
}

/**
 * Holds the session for one real round until `until`, in one statement: a second round of the same session
 * while one is in play finds it held. A holder that died frees it when the hold runs out.
 */
export async function holdSession(db: Executor, sessionId: bigint, now: Date, until: Date): Promise<boolean> {
  const held = await db
    .update(gameSessions)
    .set({ busyUntil: until })
    .where(and(eq(gameSessions.id, sessionId), or(isNull(gameSessions.busyUntil), lt(gameSessions.busyUntil, now))))
    .returning({ id: gameSessions.id });
  return held.length === 1;
}

export async function releaseSession(db: Executor, sessionId: bigint): Promise<void> {
  await db.update(gameSessions).set({ busyUntil: null }).where(eq(gameSessions.id, sessionId));
}

/** The last settled rounds of a fairness owner's sessions, newest first (trial rounds of that session alone). */
export async function recentRounds(db: Pick<GameDatabase, 'select'>, sessionIds: bigint[], limit: number) {
  return db
    .select()
    .from(rounds)
    .where(and(inArray(rounds.sessionId, sessionIds), eq(rounds.status, 'settled')))
    .orderBy(desc(rounds.id))
    .limit(limit);
}

/**
 * Real rounds still 'staking' from before `before` whose session hold has run out: the process that placed
 * their bet stopped before it learned the answer. With the wallet token their rollback is sent under.
 */
export async function staleStakes(db: Pick<GameDatabase, 'select'>, before: Date, now: Date) {
  return db
    .select({ id: rounds.id, publicId: rounds.publicId, walletToken: gameSessions.walletToken })
    .from(rounds)
    .innerJoin(gameSessions, eq(gameSessions.id, rounds.sessionId))
    .where(
      and(
        eq(rounds.status, 'staking'),
        lt(rounds.createdAt, before),
        or(isNull(gameSessions.busyUntil), lt(gameSessions.busyUntil, now)),
      ),
    )
    .limit(100);
}

export type RoundRow = typeof rounds.$inferSelect;

/** The session's round waiting for an action (one at most: a new round is refused while it waits). */
export async function openRoundOf(db: Pick<GameDatabase, 'select'>, sessionId: bigint, lock = false) {
  const query = db
    .select()
    .from(rounds)
    .where(and(eq(rounds.sessionId, sessionId), eq(rounds.status, 'open')))
    .orderBy(desc(rounds.id))
    .limit(1);
  const [row] = await (lock ? query.for('update') : query);
  return row ?? null;
}

/**
 * Moves an open round on by one action: its new state, the stake it added, and, when it is over, its win and
 * 'settled'. Only while it is still open (answers false otherwise: another request moved it first).
 */
export async function advanceRound(
  db: Executor,
  id: bigint,
  step: { outcome: unknown; extraStake: bigint; win: bigint; over: boolean },
): Promise<boolean> {
  const moved = await db
    .update(rounds)
    .set({
      outcome: step.outcome,
      bet: sql`${rounds.bet} + ${step.extraStake}`,
      win: step.win,
      status: step.over ? 'settled' : 'open',
    })
    .where(and(eq(rounds.id, id), eq(rounds.status, 'open')))
    .returning({ id: rounds.id });
  return moved.length === 1;
}

/** Open rounds whose session has ended (nobody can act on them any more), oldest first, with their session. */
export async function abandonedRounds(db: Pick<GameDatabase, 'select'>, now: Date, limit: number) {
  return (
    db
      .select({ round: rounds, session: gameSessions })
      .from(rounds)
      .innerJoin(gameSessions, eq(gameSessions.id, rounds.sessionId))
      // A live table's bets wait for its dealer, not for their player.
      .where(and(eq(rounds.status, 'open'), isNull(rounds.liveRoundId), lt(gameSessions.expiresAt, now)))
      .orderBy(rounds.id)
      .limit(limit)
  );
}
