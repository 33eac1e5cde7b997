import type { BookBet } from '@portal/contracts';
import { cashOutOffer, type LegOutcome } from '@portal/house-games';
import { sql } from 'drizzle-orm';
import { type BookExecutor, pgArray } from './ledger.js';

/** The book's cut of a running bet's fair value when it buys it back (cash-out), percent. */
export const CASH_OUT_MARGIN_PERCENT = 5;

type LegRow = BookBet['legs'][number] & { currentPrice: number | null };
export type BetRow = {
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

/** A bet row as the member sees it: `book_bet_view` (db/functions/) builds it, legs and all. */
const betColumns = sql`book_bet_view(b) AS bet`;
const rowsOf = (rows: { bet: BetRow }[]) => rows.map((row) => row.bet);

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
  const { rows } = await db.execute<{ bet: BetRow }>(sql`
    SELECT ${betColumns} FROM book_bets b WHERE b.id = ANY(${pgArray(ids)}::bigint[])
     ORDER BY b.id ${lock ? sql`FOR UPDATE OF b` : sql``}`);
  return rowsOf(rows);
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
    db.execute<{ bet: BetRow }>(sql`
      SELECT ${betColumns} FROM book_bets b
       WHERE b.id IN (SELECT id FROM book_bets b WHERE b.account_id = ${accountId} AND ${filter}
                       ORDER BY b.id DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize})
       ORDER BY b.id DESC`),
    db.execute<{ total: number }>(
      sql`SELECT count(*)::int AS total FROM book_bets b WHERE b.account_id = ${accountId} AND ${filter}`,
    ),
  ]);
  return { rows: rowsOf(rows), total: counted.rows[0]!.total };
}
