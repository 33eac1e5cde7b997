import { and, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { GameDatabase } from '../db/client.js';
import { gameSessions, liveRounds, liveSeats, liveTables, rounds } from '../db/schema.js';

type Executor = Pick<GameDatabase, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;
export type LiveTableRow = typeof liveTables.$inferSelect;
export type LiveRoundRow = typeof liveRounds.$inferSelect;

/** The table of a key, made on its first player (two first players at once make it once). */
export async function ensureTable(db: Executor, table: Omit<typeof liveTables.$inferInsert, 'id'>) {
  await db.insert(liveTables).values(table).onConflictDoNothing({ target: liveTables.tableKey });
  const [row] = await db.select().from(liveTables).where(eq(liveTables.tableKey, table.tableKey));
  return row!;
}

export async function tablesByKey(db: Executor, keys: string[]): Promise<LiveTableRow[]> {
  if (keys.length === 0) return [];
  return db.select().from(liveTables).where(inArray(liveTables.tableKey, keys));
}

/** The tables the dealer looks after: someone sits there, or a round is not settled yet (bets or decisions). */
export async function tablesInPlay(db: Executor, seatedSince: Date): Promise<LiveTableRow[]> {
  return db
    .select()
    .from(liveTables)
    .where(
      sql`${liveTables.id} IN (SELECT ${liveSeats.tableId} FROM ${liveSeats} WHERE ${liveSeats.seenAt} > ${seatedSince})
        OR ${liveTables.id} IN (SELECT ${liveRounds.tableId} FROM ${liveRounds} WHERE ${liveRounds.status} IN ('betting', 'deciding'))`,
    );
}

/** The table's latest round (the one now, or the last one played), optionally locked. */
export async function latestRound(db: Executor, tableId: bigint, lock?: 'update' | 'share') {
  const query = db
    .select()
    .from(liveRounds)
    .where(eq(liveRounds.tableId, tableId))
    .orderBy(desc(liveRounds.number))
    .limit(1);
  const [row] = await (lock ? query.for(lock) : query);
  return row ?? null;
}

export async function roundByNumber(db: Executor, tableId: bigint, number: number, lock?: 'share' | 'update') {
  const query = db
    .select()
    .from(liveRounds)
    .where(and(eq(liveRounds.tableId, tableId), eq(liveRounds.number, number)));
  const [row] = await (lock ? query.for(lock) : query);
  return row ?? null;
}

export async function insertLiveRound(db: Executor, round: typeof liveRounds.$inferInsert) {
  const [row] = await db.insert(liveRounds).values(round).onConflictDoNothing().returning();
  return row ?? null;
}

/** Closes a round with its outcome, once: false when another dealer got there first. */
export async function settleLiveRound(
  db: Executor,
  id: bigint,
  settled: { outcome: unknown; summary: string; settledAt: Date },
) {
  const moved = await db
    .update(liveRounds)
    .set({ status: 'settled', ...settled })
    .where(and(eq(liveRounds.id, id), inArray(liveRounds.status, ['betting', 'deciding'])))
    .returning({ id: liveRounds.id });
  return moved.length === 1;
}

/** Closes a round's bets and opens its seats' decisions (the seats are dealt in the same transaction). */
export async function dealLiveRound(db: Executor, id: bigint) {
  await db
    .update(liveRounds)
    .set({ status: 'deciding' })
    .where(and(eq(liveRounds.id, id), eq(liveRounds.status, 'betting')));
}

/** Settled rounds of a table, newest first, before a number (the history pages). */
export async function settledRounds(db: Executor, tableId: bigint, limit: number, before?: number) {
  return db
    .select()
    .from(liveRounds)
    .where(
      and(
        eq(liveRounds.tableId, tableId),
        eq(liveRounds.status, 'settled'),
        before === undefined ? undefined : lt(liveRounds.number, before),
      ),
    )
    .orderBy(desc(liveRounds.number))
    .limit(limit);
}

/** The players' bets of a live round still waiting for its result, with their sessions, locked. */
export async function openBetsOf(db: Executor, liveRoundId: bigint) {
  return db
    .select({ round: rounds, session: gameSessions })
    .from(rounds)
    .innerJoin(gameSessions, eq(gameSessions.id, rounds.sessionId))
    .where(and(eq(rounds.liveRoundId, liveRoundId), eq(rounds.status, 'open')))
    .orderBy(rounds.id)
    .for('update', { of: rounds });
}

/**
 * Locks the seat's session for the rest of the transaction: a seat's bets are decided one at a time, so its
 * limits count every earlier bet (play money and real alike).
 */
export async function lockSeat(db: Executor, sessionId: bigint) {
  await db.select({ id: gameSessions.id }).from(gameSessions).where(eq(gameSessions.id, sessionId)).for('update');
}

/** A session's bets of a live round that count (taken or in flight), for its limits and its own chips. */
export async function sessionBetsOf(db: Executor, liveRoundId: bigint, sessionId: bigint) {
  return db
    .select({ outcome: rounds.outcome, bet: rounds.bet, status: rounds.status, publicId: rounds.publicId })
    .from(rounds)
    .where(
      and(
        eq(rounds.liveRoundId, liveRoundId),
        eq(rounds.sessionId, sessionId),
        inArray(rounds.status, ['staking', 'open', 'settled']),
      ),
    )
    .orderBy(rounds.id);
}

/** Everyone's bets of a round on the board: totals by spot, the latest bets with their player, the bettors. */
export async function boardOf(db: Executor, liveRoundId: bigint, recent: number) {
  const totals = await db.execute<{ spot: string; total: string }>(sql`
    SELECT w->>'spot' AS spot, sum((w->>'amount')::bigint)::text AS total
    FROM ${rounds}, jsonb_array_elements(${rounds.outcome}->'wagers') AS w
    WHERE ${rounds.liveRoundId} = ${liveRoundId} AND ${rounds.status} IN ('open', 'settled')
    GROUP BY 1`);
  const latest = await db
    .select({ playerId: gameSessions.playerId, publicId: gameSessions.publicId, outcome: rounds.outcome })
    .from(rounds)
    .innerJoin(gameSessions, eq(gameSessions.id, rounds.sessionId))
    .where(and(eq(rounds.liveRoundId, liveRoundId), inArray(rounds.status, ['open', 'settled'])))
    .orderBy(desc(rounds.id))
    .limit(recent);
  const [bettors] = await db
    .select({ count: sql<number>`count(DISTINCT ${rounds.sessionId})::int` })
    .from(rounds)
    .where(and(eq(rounds.liveRoundId, liveRoundId), inArray(rounds.status, ['open', 'settled'])));
  return { totals: totals.rows, latest, bettors: bettors?.count ?? 0 };
}

/** Settled bets of a live round by session: each seat's own result. */
export async function settledBetsBySession(db: Executor, liveRoundId: bigint) {
  return db
    .select({
      sessionId: rounds.sessionId,
      stake: sql<string>`sum(${rounds.bet})::text`,
      win: sql<string>`sum(${rounds.win})::text`,
    })
    .from(rounds)
    .where(and(eq(rounds.liveRoundId, liveRoundId), eq(rounds.status, 'settled')))
    .groupBy(rounds.sessionId);
}

/** Keeps seats seen (the sockets this process holds), in one statement. */
export async function seeSeats(db: Executor, seats: { sessionId: bigint; tableId: bigint }[], now: Date) {
  if (seats.length === 0) return;
  await db
    .insert(liveSeats)
    .values(seats.map((seat) => ({ ...seat, seenAt: now })))
    .onConflictDoUpdate({
      target: liveSeats.sessionId,
      set: { tableId: sql`excluded.table_id`, seenAt: sql`excluded.seen_at` },
    });
}

export async function leaveSeat(db: Executor, sessionId: bigint) {
  await db.delete(liveSeats).where(eq(liveSeats.sessionId, sessionId));
}

/** Seats seen since `since`, by table. */
export async function seatedCounts(db: Executor, tableIds: bigint[], since: Date) {
  if (tableIds.length === 0) return new Map<bigint, number>();
  const rows = await db
    .select({ tableId: liveSeats.tableId, count: sql<number>`count(*)::int` })
    .from(liveSeats)
    .where(and(inArray(liveSeats.tableId, tableIds), gt(liveSeats.seenAt, since)))
    .groupBy(liveSeats.tableId);
  return new Map(rows.map((row) => [row.tableId, row.count]));
}

/** Tells every game server process that a table's board changed (delivered when the transaction commits). */
export async function notifyTable(db: Executor, tableId: bigint, event: 'state' | 'board') {
  await db.execute(sql`SELECT pg_notify('live_tables', ${`${tableId}:${event}`})`);
}

/** PostgreSQL carries a notification of up to 8000 bytes: a round's state takes one or two. */
const roundNotificationLimit = 7900;

/**
 * Tells every process a table's round as it now stands, the round in the notification itself: each process sends
 * it to its seats without reading the table again (delivered when the transaction commits).
 */
export async function notifyRound(db: Executor, tableId: bigint, round: unknown) {
  const payload = JSON.stringify({ t: String(tableId), r: round });
  if (Buffer.byteLength(payload) > roundNotificationLimit) return notifyTable(db, tableId, 'state');
  await db.execute(sql`SELECT pg_notify('live_tables', ${payload})`);
}

/** A seat's result of a settled round: what it staked and won, and the balance its wallet answered. */
export interface Paid {
  sessionId: bigint;
  tableId: bigint;
  roundNumber: number;
  stake: bigint;
  win: bigint;
  balance: string | null;
}

/** Notifications stay far below PostgreSQL's 8000 bytes: a seat's result takes about 80. */
const seatsPerNotification = 60;

/** Tells every process the seats' results (each process's sockets find their own). */
export async function notifyPaid(db: Executor, paid: Paid[]) {
  for (let start = 0; start < paid.length; start += seatsPerNotification) {
    const payload = JSON.stringify(
      paid.slice(start, start + seatsPerNotification).map((seat) => ({
        s: String(seat.sessionId),
        t: String(seat.tableId),
        r: seat.roundNumber,
        st: String(seat.stake),
        w: String(seat.win),
        b: seat.balance,
      })),
    );
    await db.execute(sql`SELECT pg_notify('live_seats', ${payload})`);
  }
}

/** Per table: its latest round and the summaries of its last settled rounds, newest first, in one query. */
export async function lastResultsOf(db: Executor, tableIds: bigint[], count: number) {
  const found = new Map<bigint, { current: LiveRoundRow | null; summaries: string[] }>();
  if (tableIds.length === 0) return found;
  const rows = await db.execute<{
    table_id: string;
    status: 'betting' | 'deciding' | 'settled';
    summary: string | null;
    closes_at: Date;
    decides_at: Date | null;
    revealed_at: Date;
    next_at: Date;
    place: number;
  }>(sql`
    SELECT table_id::text, status, summary, closes_at, decides_at, revealed_at, next_at, place FROM (
      SELECT *, row_number() OVER (PARTITION BY table_id ORDER BY number DESC)::int AS place
      FROM ${liveRounds} WHERE table_id IN (${sql.join(
        tableIds.map((id) => sql`${id}`),
        sql`, `,
      )})
    ) ranked WHERE place <= ${count + 1} ORDER BY table_id, place`);
  for (const row of rows.rows) {
    const id = BigInt(row.table_id);
    const entry = found.get(id) ?? { current: null, summaries: [] };
    if (row.place === 1) {
      entry.current = {
        status: row.status,
        closesAt: new Date(row.closes_at),
        decidesAt: row.decides_at === null ? null : new Date(row.decides_at),
        revealedAt: new Date(row.revealed_at),
        nextAt: new Date(row.next_at),
      } as LiveRoundRow;
    }
    if (row.status === 'settled' && row.summary !== null && entry.summaries.length < count)
      entry.summaries.push(row.summary);
    found.set(id, entry);
  }
  return found;
}
