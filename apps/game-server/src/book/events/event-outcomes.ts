import { type EventResult, type LegOutcome, selectionOutcome } from '@portal/house-games';
import { eq, sql } from 'drizzle-orm';
import { bookMarkets, bookSelections } from '../../db/book-schema.js';
import { type BookTransaction, settleEvent } from '../settlement.js';
import { marketSpecOf } from './market-specs.js';

// An event's end, as a result or a cancellation decides it: every selection's outcome, every market closed, and
// the bets settled by the lead's settleEvent, in the caller's transaction (the caller has already moved the
// event's own status, which is what keeps two processes from doing this twice).

/** A result the event's markets cannot be settled on (a race order for a handicap, a best of three gone to 4 maps). */
export class UnreadableResult extends Error {}

interface SelectionOutcome {
  id: bigint;
  outcome: LegOutcome;
}

async function outcomesOf(tx: BookTransaction, eventId: bigint, result: EventResult): Promise<SelectionOutcome[]> {
  const rows = await tx
    .select({
      id: bookSelections.id,
      code: bookSelections.code,
      kind: bookMarkets.kind,
      line: bookMarkets.line,
      map: bookMarkets.map,
      places: bookMarkets.places,
    })
    .from(bookSelections)
    .innerJoin(bookMarkets, eq(bookMarkets.id, bookSelections.marketId))
    .where(eq(bookSelections.eventId, eventId));
  return rows.map((row) => {
    try {
      return { id: row.id, outcome: selectionOutcome(marketSpecOf(row), row.code, result) };
    } catch (error) {
      throw new UnreadableResult(`${row.kind} '${row.code}': ${(error as Error).message}`);
    }
  });
}

async function writeOutcomes(tx: BookTransaction, outcomes: readonly SelectionOutcome[]): Promise<void> {
  if (outcomes.length === 0) return;
  const values = sql.join(
    outcomes.map(({ id, outcome }) => sql`(${id}::bigint, ${outcome}::text)`),
    sql`, `,
  );
  await tx.execute(sql`
    UPDATE ${bookSelections} SET outcome = decided.outcome
    FROM (VALUES ${values}) AS decided (id, outcome)
    WHERE ${bookSelections.id} = decided.id`);
}

/**
 * Settles an event on its result: each selection's outcome from the maths, the markets 'settled', then the bets.
 * Throws UnreadableResult, before writing anything, when a market cannot read the result. Answers the bets settled.
 */
export async function settleOnResult(
  tx: BookTransaction,
  eventId: bigint,
  result: EventResult,
  now: Date,
): Promise<number> {
  await writeOutcomes(tx, await outcomesOf(tx, eventId, result));
  await tx.update(bookMarkets).set({ status: 'settled' }).where(eq(bookMarkets.eventId, eventId));
  return settleEvent(tx, eventId, now);
}

/** Voids an event called off: every selection 'void' (its legs hand the stake back), every market 'void'. */
export async function settleAsVoid(tx: BookTransaction, eventId: bigint, now: Date): Promise<number> {
  await tx.update(bookSelections).set({ outcome: 'void' }).where(eq(bookSelections.eventId, eventId));
  await tx.update(bookMarkets).set({ status: 'void' }).where(eq(bookMarkets.eventId, eventId));
  return settleEvent(tx, eventId, now);
}
