import { betPayout, betResultOf, type LegOutcome } from '@portal/house-games';
import { sql } from 'drizzle-orm';
import type { BookTransaction } from './book-failures.js';
import { addExposureMove, dropExposures, type ExposureMoves, moveExposures } from './exposures.js';
import { type BookExecutor, houseAccount, type LedgerLeg, pgArray, postEntry } from './ledger.js';

export type { BookTransaction } from './book-failures.js';

/**
 * Bets read and written a batch at a time: a 100,000-bet event never holds them all in memory at once (what is
 * kept across batches is each wallet's total, one entry per player).
 */
const BATCH = 20_000;

/**
 * Settles the bets on an event from its selections' outcomes (book_selections.outcome, set by the caller in the
 * same transaction): each leg on the event takes its selection's outcome; a bet whose legs are all decided, or one
 * of which lost, is settled. A bet settled before (a result corrected) is settled again: its payout becomes the
 * new one and only the difference is posted, never a second payout. A cashed-out bet stays as it was cashed.
 * Answers how many bets were settled or settled again.
 */
export async function settleEvent(tx: BookTransaction, eventId: bigint, now: Date): Promise<number> {
  const { rows } = await tx.execute<{ bet_id: string }>(sql`
    UPDATE book_bet_legs l SET outcome = s.outcome
      FROM book_selections s
     WHERE l.event_id = ${eventId} AND s.id = l.selection_id AND l.outcome IS DISTINCT FROM s.outcome
    RETURNING l.bet_id::text`);
  const betIds = [...new Set(rows.map((row) => row.bet_id))];
  if (betIds.length === 0) return 0;
  // The ticket cursor is taken under one lock held to the commit: tickets become visible in cursor order.
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended('book-ticket-seq', 0))`);
  let settled = 0;
  const moves: Moves = new Map();
  const exposures: ExposureMoves = new Map();
  for (let start = 0; start < betIds.length; start += BATCH) {
    settled += await settleBatch(tx, eventId, betIds.slice(start, start + BATCH), now, { moves, exposures });
  }
  // One entry per currency for the whole event: each wallet's payouts in one leg and one balance update, whatever
  // the number of batches (an entry per batch wrote a leg per wallet and batch, and updated each wallet as often).
  for (const [currency, byAccount] of moves) await postPayouts(tx, currency, byAccount, `event:${eventId}`);
  // Last, once the wallets are locked: a slip holds its wallet while it counts its events' open returns.
  await dropExposures(tx, eventId);
  await moveExposures(tx, exposures);
  return settled;
}

/** What the settlement moves, by currency then by player account: payouts less what earlier settlements paid. */
type Moves = Map<string, Map<string, bigint>>;

type BetLegs = {
  id: string;
  account_id: string;
  currency: string;
  stake: string;
  potential_return: string;
  event_ids: string[];
  status: string;
  payout: string | null;
  prices: number[];
  outcomes: (LegOutcome | null)[];
};

async function settleBatch(
  tx: BookTransaction,
  eventId: bigint,
  betIds: string[],
  now: Date,
  { moves, exposures }: { moves: Moves; exposures: ExposureMoves },
): Promise<number> {
  // Each bet's legs through their primary key: a join grouped by bet hashed every leg of the table for each batch.
  const { rows } = await tx.execute<BetLegs>(sql`
    SELECT b.id::text, b.account_id::text, a.currency, b.stake::text, b.potential_return::text, b.status,
           b.payout::text, l.prices, l.outcomes, l.event_ids
      FROM book_bets b
      JOIN book_accounts a ON a.id = b.account_id
      CROSS JOIN LATERAL (
        SELECT array_agg(price ORDER BY leg_no) AS prices, array_agg(outcome ORDER BY leg_no) AS outcomes,
               array_agg(event_id::text ORDER BY leg_no) AS event_ids
          FROM book_bet_legs WHERE bet_id = b.id) l
     WHERE b.id = ANY(${pgArray(betIds)}::bigint[]) AND b.status <> 'cashed-out'`);
  const changed: { id: string; status: string; payout: string }[] = [];
  for (const bet of rows) {
    const legs = bet.prices.map((price, index) => ({ price, outcome: bet.outcomes[index] ?? null }));
    const result = betResultOf(legs);
    if (result === 'open' && bet.status === 'open') continue;
    const decided = legs.map((leg) => ({ price: leg.price, outcome: leg.outcome ?? 'lose' }));
    const payout = result === 'open' || result === 'lost' ? 0n : betPayout(BigInt(bet.stake), decided);
    const before = bet.payout === null ? 0n : BigInt(bet.payout);
    changed.push({ id: bet.id, status: result === 'open' ? 'open' : result, payout: String(payout) });
    // Leaving the open state, or coming back to it (a corrected result): its other events' open returns move.
    if ((result === 'open') !== (bet.status === 'open') && bet.event_ids.length > 1) {
      const move = {
        accountId: bet.account_id,
        eventIds: bet.event_ids,
        potentialReturn: BigInt(bet.potential_return),
      };
      addExposureMove(exposures, move, result === 'open' ? 1n : -1n, String(eventId));
    }
    const byAccount = moves.get(bet.currency) ?? new Map<string, bigint>();
    byAccount.set(bet.account_id, (byAccount.get(bet.account_id) ?? 0n) + payout - before);
    moves.set(bet.currency, byAccount);
  }
  if (changed.length === 0) return 0;
  await tx.execute(sql`
    UPDATE book_bets b
       SET status = u.status, payout = CASE WHEN u.status = 'open' THEN NULL ELSE u.payout END,
           version = b.version + 1, settled_at = ${now}, ticket_seq = nextval('book_ticket_seq')
      FROM (SELECT * FROM unnest(${pgArray(changed.map((bet) => bet.id))}::bigint[], ${pgArray(changed.map((bet) => bet.status))}::text[],
                                 ${pgArray(changed.map((bet) => bet.payout))}::bigint[]) AS t(id, status, payout)
             ORDER BY id) AS u
     WHERE b.id = u.id`);
  return changed.length;
}

/** One entry for an event's payouts in a currency: each player's total, and the book's opposite. */
async function postPayouts(db: BookExecutor, currency: string, byAccount: Map<string, bigint>, ref: string) {
  const book = await houseAccount(db, 'book', currency);
  const legs: LedgerLeg[] = [...byAccount].map(([accountId, amount]) => ({ accountId: BigInt(accountId), amount }));
  const total = legs.reduce((sum, leg) => sum + leg.amount, 0n);
  await postEntry(db, 'settle', ref, [...legs, { accountId: book, amount: -total }]);
}
