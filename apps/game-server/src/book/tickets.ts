import type { BookTickets } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import type { BookExecutor } from './ledger.js';

type TicketRow = {
  seq: string;
  id: string;
  version: number;
  player_id: string;
  site_code: string;
  currency: string;
  studio: string;
  game_code: string;
  kind: 'single' | 'accumulator';
  stake: string;
  payout: string;
  status: 'won' | 'lost' | 'void' | 'cashed-out';
  placed_at: Date | string;
  settled_at: Date | string;
  legs: BookTickets['tickets'][number]['legs'];
};

const marketName = sql`m.kind || coalesce(' ' || (m.line / 4.0)::text, '') || coalesce(' map ' || m.map, '')`;

/**
 * The settled tickets after the operator's cursor, oldest first. A ticket settled again (a corrected result) comes
 * again with a higher version and its new payout; a bet reopened by a correction waits until settled again.
 */
export async function ticketsAfter(db: BookExecutor, after: string, limit: number): Promise<BookTickets> {
  const { rows } = await db.execute<TicketRow>(sql`
    SELECT b.ticket_seq::text AS seq, b.id::text, b.version, a.player_id, a.site_code, a.currency, a.studio,
           b.game_code, b.kind, b.stake::text, b.payout::text, b.status, b.placed_at, b.settled_at,
           (SELECT json_agg(json_build_object('event', e.name, 'market', ${marketName}, 'selection', s.code,
                                              'price', l.price, 'outcome', l.outcome) ORDER BY l.leg_no)
              FROM book_bet_legs l
              JOIN book_selections s ON s.id = l.selection_id
              JOIN book_markets m ON m.id = s.market_id
              JOIN book_events e ON e.id = l.event_id
             WHERE l.bet_id = b.id) AS legs
      FROM book_bets b JOIN book_accounts a ON a.id = b.account_id
     WHERE b.ticket_seq > ${after}::bigint AND b.status <> 'open'
     ORDER BY b.ticket_seq
     LIMIT ${limit}`);
  return {
    tickets: rows.map((row) => ({
      ticketId: row.id,
      version: row.version,
      playerId: row.player_id,
      siteCode: row.site_code,
      currency: row.currency,
      studio: row.studio,
      gameCode: row.game_code,
      kind: row.kind,
      stake: row.stake,
      payout: row.payout,
      status: row.status,
      legs: row.legs,
      placedAt: new Date(row.placed_at).toISOString(),
      settledAt: new Date(row.settled_at).toISOString(),
    })),
    cursor: rows.at(-1)?.seq ?? after,
  };
}
