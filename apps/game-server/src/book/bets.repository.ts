import type { BookBet } from '@portal/contracts';
import { cashOutOffer, type LegOutcome } from '@portal/house-games';
import { sql } from 'drizzle-orm';
import { type BookExecutor, pgArray } from './ledger.js';

/** The book's cut of a running bet's fair value when it buys it back (cash-out), percent. */
export const CASH_OUT_MARGIN_PERCENT = 5;

export type OfferedSelection = {
  id: string;
  price: number;
  eventId: string;
  sport: string;
  /** Whether it takes bets now: its market open and its event open and not started. */
  open: boolean;
};

/**
 * The slip's selections as offered now. Their events are share-locked to the end of the transaction, so a result
 * being entered waits for the bets in flight, and the bets after it see the event settled.
 */
export async function offeredSelections(
  db: BookExecutor,
  ids: readonly string[],
  now: Date,
): Promise<Map<string, OfferedSelection>> {
  const { rows } = await db.execute<OfferedSelection>(sql`
    SELECT s.id::text, s.price, e.id::text AS "eventId", e.sport,
           (m.status = 'open' AND e.status = 'open' AND e.starts_at > ${now}) AS open
      FROM book_selections s
      JOIN book_markets m ON m.id = s.market_id
      JOIN book_events e ON e.id = s.event_id
     WHERE s.id = ANY(${pgArray(ids)}::bigint[])
       FOR SHARE OF e`);
  return new Map(rows.map((row) => [row.id, row]));
}

/** What the member's open bets on these events may return together, by event. */
export async function openReturnsByEvent(db: BookExecutor, accountId: bigint, eventIds: readonly string[]) {
  const { rows } = await db.execute<{ event_id: string; total: string }>(sql`
    SELECT l.event_id::text, sum(b.potential_return)::text AS total
      FROM book_bets b JOIN book_bet_legs l ON l.bet_id = b.id
     WHERE b.account_id = ${accountId} AND b.status = 'open' AND l.event_id = ANY(${pgArray(eventIds)}::bigint[])
     GROUP BY l.event_id`);
  return new Map(rows.map((row) => [row.event_id, BigInt(row.total)]));
}

export interface NewBet {
  accountId: bigint;
  clientKey: string;
  gameCode: string;
  stake: bigint;
  price: number;
  potentialReturn: bigint;
  legs: { eventId: string; selectionId: string; price: number }[];
  placedAt: Date;
}

export async function insertBet(db: BookExecutor, bet: NewBet): Promise<bigint> {
  const { rows } = await db.execute<{ id: string }>(sql`
    INSERT INTO book_bets (account_id, client_key, game_code, kind, stake, price, potential_return, placed_at)
    VALUES (${bet.accountId}, ${bet.clientKey}, ${bet.gameCode}, ${bet.legs.length > 1 ? 'accumulator' : 'single'},
            ${bet.stake}, ${bet.price}, ${bet.potentialReturn}, ${bet.placedAt})
    RETURNING id::text`);
  const betId = BigInt(rows[0]!.id);
  await db.execute(sql`
    INSERT INTO book_bet_legs (bet_id, leg_no, event_id, selection_id, price)
    SELECT ${betId}, n, e, s, p FROM unnest(
      ${pgArray(bet.legs.map((_, index) => index + 1))}::smallint[], ${pgArray(bet.legs.map((leg) => leg.eventId))}::bigint[],
      ${pgArray(bet.legs.map((leg) => leg.selectionId))}::bigint[], ${pgArray(bet.legs.map((leg) => leg.price))}::int[]) AS t(n, e, s, p)`);
  return betId;
}

/** The bet of a client key, when the member sent it before. */
export async function betIdOfKey(db: BookExecutor, accountId: bigint, clientKey: string): Promise<bigint | null> {
  const { rows } = await db.execute<{ id: string }>(
    sql`SELECT id::text FROM book_bets WHERE account_id = ${accountId} AND client_key = ${clientKey}`,
  );
  return rows[0] ? BigInt(rows[0].id) : null;
}

type LegRow = BookBet['legs'][number] & { currentPrice: number | null };
type BetRow = {
  id: string;
  kind: BookBet['kind'];
  stake: string;
  price: number;
  potential_return: string;
  status: BookBet['status'];
  payout: string | null;
  placed_at: Date | string;
  settled_at: Date | string | null;
  legs: LegRow[];
};

const betColumns = sql`
  b.id::text, b.kind, b.stake::text, b.price, b.potential_return::text, b.status, b.payout::text, b.placed_at,
  b.settled_at,
  (SELECT json_agg(json_build_object(
     'eventId', e.id::text, 'event', e.name, 'sport', e.sport, 'market', m.kind, 'line', m.line, 'map', m.map,
     'selection', s.code, 'selectionName', s.name, 'price', l.price, 'outcome', l.outcome,
     'currentPrice', CASE WHEN m.status = 'open' AND e.status = 'open' THEN s.price END) ORDER BY l.leg_no)
     FROM book_bet_legs l
     JOIN book_selections s ON s.id = l.selection_id
     JOIN book_markets m ON m.id = s.market_id
     JOIN book_events e ON e.id = l.event_id
    WHERE l.bet_id = b.id) AS legs`;

const iso = (value: Date | string) => new Date(value).toISOString();

/** The bet as the member sees it, with the cash-out the book offers now. */
export function betView(row: BetRow): BookBet {
  const legs = row.legs.map(({ currentPrice: _, ...leg }) => leg);
  const offer =
    row.status === 'open'
      ? cashOutOffer({
          stake: BigInt(row.stake),
          legs: row.legs.map((leg) => ({
            price: leg.price,
            outcome: leg.outcome as LegOutcome | null,
            currentPrice: leg.currentPrice,
          })),
          marginPercent: CASH_OUT_MARGIN_PERCENT,
        })
      : null;
  return {
    id: row.id,
    kind: row.kind,
    stake: row.stake,
    price: row.price,
    potentialReturn: row.potential_return,
    status: row.status,
    payout: row.payout,
    placedAt: iso(row.placed_at),
    settledAt: row.settled_at === null ? null : iso(row.settled_at),
    legs,
    cashOut: offer !== null && offer > 0n ? String(offer) : null,
  };
}

export async function betsById(db: BookExecutor, ids: readonly bigint[], lock = false): Promise<BetRow[]> {
  const { rows } = await db.execute<BetRow>(sql`
    SELECT ${betColumns} FROM book_bets b WHERE b.id = ANY(${pgArray(ids)}::bigint[])
     ORDER BY b.id ${lock ? sql`FOR UPDATE OF b` : sql``}`);
  return rows;
}

/** A page of the member's bets at a studio, newest first: open ones, or settled ones. */
export async function betsPage(
  db: BookExecutor,
  accountId: bigint,
  state: 'open' | 'settled',
  page: number,
  pageSize: number,
) {
  const filter = state === 'open' ? sql`b.status = 'open'` : sql`b.status <> 'open'`;
  const [{ rows }, counted] = await Promise.all([
    db.execute<BetRow>(sql`
      SELECT ${betColumns} FROM book_bets b WHERE b.account_id = ${accountId} AND ${filter}
       ORDER BY b.id DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`),
    db.execute<{ total: number }>(
      sql`SELECT count(*)::int AS total FROM book_bets b WHERE b.account_id = ${accountId} AND ${filter}`,
    ),
  ]);
  return { rows, total: counted.rows[0]!.total };
}
