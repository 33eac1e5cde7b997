-- A bet as the member sees it (bets.repository.ts's BetRow): its own fields from the row given, so a caller that
-- locked the row shows the version it locked, and its legs with their event, market and selection, and the price
-- each selection takes now (null once its market or event no longer takes bets: cash-out prices from it).
-- Each leg's selection, market and event are read by their keys, a leg at a time: `OFFSET 0` keeps the planner from
-- turning the lookups into a join, which with the statistics of a young book hashed every selection for each bet.
CREATE OR REPLACE FUNCTION book_bet_view(b book_bets) RETURNS jsonb
LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object(
    'id', b.id::text, 'kind', b.kind, 'stake', b.stake::text, 'price', b.price,
    'potential_return', b.potential_return::text, 'status', b.status, 'payout', b.payout::text,
    'placed_at', b.placed_at, 'settled_at', b.settled_at,
    'legs', (SELECT jsonb_agg(jsonb_build_object(
               'eventId', l.event_id::text, 'event', x.event, 'sport', x.sport, 'market', x.kind, 'line', x.line,
               'map', x.map, 'selection', x.code, 'selectionName', x.name, 'price', l.price, 'outcome', l.outcome,
               'currentPrice', x.current_price) ORDER BY l.leg_no)
               FROM book_bet_legs l
              CROSS JOIN LATERAL (
                SELECT e.name AS event, e.sport, m.kind, m.line, m.map, s.code, s.name,
                       CASE WHEN m.status = 'open' AND e.status = 'open' THEN s.price END AS current_price
                  FROM book_selections s
                  JOIN book_markets m ON m.id = s.market_id
                  JOIN book_events e ON e.id = s.event_id
                 WHERE s.id = l.selection_id OFFSET 0) x
             WHERE l.bet_id = b.id))
$$;
