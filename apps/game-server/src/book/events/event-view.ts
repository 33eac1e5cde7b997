import type { BookEvent, BookEventResult, BookMarket } from '@portal/contracts';
import type { bookEvents, bookMarkets, bookSelections } from '../../db/book-schema.js';

// An event as the member API shows it (contracts' BookEvent), from its rows. Two things are decided here and
// nowhere else: a virtual event's seed is shown only once it is settled (before that, only its commitment), and an
// event still 'open' whose start has passed is shown 'closed' (bets close at the start, tick or no tick). Its
// `stream` is the stream's name with the event's number, as the client's check redraws it.

export type EventRow = typeof bookEvents.$inferSelect & { league: string };
export type MarketRow = typeof bookMarkets.$inferSelect;
export type SelectionRow = typeof bookSelections.$inferSelect;

type StoredCompetitor = { code: string; name: string; rating?: number | null };

/** The status betting goes by: 'open' only before the start, whatever the row says. */
export function statusAt(event: { status: BookEvent['status']; startsAt: Date }, now: Date): BookEvent['status'] {
  return event.status === 'open' && event.startsAt <= now ? 'closed' : event.status;
}

export function marketView(market: MarketRow, selections: readonly SelectionRow[]): BookMarket {
  return {
    id: String(market.id),
    kind: market.kind as BookMarket['kind'],
    line: market.line,
    map: market.map,
    places: market.places,
    status: market.status,
    selections: selections.map((selection) => ({
      id: String(selection.id),
      code: selection.code,
      name: selection.name,
      price: selection.price,
      outcome: selection.outcome as BookMarket['selections'][number]['outcome'],
    })),
  };
}

export function eventView(event: EventRow, markets: BookMarket[], now: Date): BookEvent {
  const status = statusAt(event, now);
  return {
    id: String(event.id),
    source: event.source,
    sport: event.sport as BookEvent['sport'],
    league: event.league,
    name: event.name,
    competitors: (event.competitors as StoredCompetitor[]).map(({ code, name, rating }) => ({
      code,
      name,
      rating: rating ?? null,
    })),
    startsAt: event.startsAt.toISOString(),
    endsAt: event.endsAt?.toISOString() ?? null,
    status,
    commitment: event.commitment,
    // The seed decides the result: shown with it, never before.
    serverSeed: event.source === 'virtual' && status === 'settled' ? event.serverSeed : null,
    // `<stream>:<number>`, the two the draw's blocks are named by (`<stream>:<number>:<k>`): all a check needs.
    stream: event.stream === null ? null : `${event.stream}:${event.number}`,
    marginPercent: event.marginPercent === null ? null : Number(event.marginPercent),
    result: event.result as BookEventResult | null,
    markets,
  };
}
