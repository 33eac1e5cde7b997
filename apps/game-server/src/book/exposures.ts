import { sql } from 'drizzle-orm';
import { type BookExecutor, pgArray } from './ledger.js';

/**
 * Changes to members' open returns by event (`book_exposures`, the figure the per-event limit is checked against),
 * keyed `<accountId>:<eventId>`. A slip adds to it in `book_place_slip`; a bet leaving the open state takes its
 * potential return off each of its events, one coming back (a corrected result) adds it again.
 */
export type ExposureMoves = Map<string, bigint>;

/** Adds a bet's change of state to the moves: its potential return on each of its events but `except`. */
export function addExposureMove(
  moves: ExposureMoves,
  bet: { accountId: string; eventIds: readonly string[]; potentialReturn: bigint },
  direction: 1n | -1n,
  except?: string,
): void {
  for (const eventId of new Set(bet.eventIds)) {
    if (eventId === except) continue;
    const key = `${bet.accountId}:${eventId}`;
    moves.set(key, (moves.get(key) ?? 0n) + direction * bet.potentialReturn);
  }
}

/**
 * Applies the moves to the rows there are (an event already decided has none left). The rows are locked in
 * (account, event) order first, as a slip locks its events' rows, so the two never deadlock.
 */
export async function moveExposures(db: BookExecutor, moves: ExposureMoves): Promise<void> {
  const changed = [...moves].filter(([, amount]) => amount !== 0n);
  if (changed.length === 0) return;
  const pairs = changed.map(([key, amount]) => [...key.split(':'), String(amount)] as [string, string, string]);
  const [accounts, events, amounts] = [0, 1, 2].map((column) => pgArray(pairs.map((pair) => pair[column]!)));
  const listed = sql`unnest(${accounts}::bigint[], ${events}::bigint[], ${amounts}::bigint[]) AS moves(a, e, m)`;
  await db.execute(sql`
    SELECT 1 FROM book_exposures x JOIN ${listed} ON x.account_id = moves.a AND x.event_id = moves.e
     ORDER BY x.account_id, x.event_id FOR UPDATE OF x`);
  await db.execute(sql`
    UPDATE book_exposures x SET open_return = x.open_return + moves.m FROM ${listed}
     WHERE x.account_id = moves.a AND x.event_id = moves.e`);
}

/** An event decided: its rows are no longer read (no slip takes a decided event). */
export async function dropExposures(db: BookExecutor, eventId: bigint): Promise<void> {
  await db.execute(sql`DELETE FROM book_exposures WHERE event_id = ${eventId}`);
}
