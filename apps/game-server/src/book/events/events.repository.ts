import type { BookEvent, BookSport } from '@portal/contracts';
import { and, asc, count, eq, getTableColumns, gt, gte, inArray, or, type SQL, sql } from 'drizzle-orm';
import { bookEvents, bookLeagues, bookMarkets, bookSelections } from '../../db/book-schema.js';
import type { GameDatabase } from '../../db/client.js';
import { type EventRow, eventView, marketView, type SelectionRow } from './event-view.js';

// The member API's reads of the book's events: the list of a sport, one event, and the lobby's counts. One query
// for the events and one for all their markets with their selections, whatever the number of events.

/** Events a list answers at most. */
export const eventsListed = 50;
/** How long a settled virtual event stays listed, for the client to show its result. */
const virtualResultsMs = 10 * 60_000;
/** How far back a list reaches: the day's fixtures, started, settled or not. */
const dayMs = 24 * 3_600_000;

const eventColumns = { ...getTableColumns(bookEvents), league: bookLeagues.name };

async function withMarkets(db: GameDatabase, events: EventRow[], now: Date): Promise<BookEvent[]> {
  if (events.length === 0) return [];
  const rows = await db
    .select({ market: bookMarkets, selection: bookSelections })
    .from(bookMarkets)
    .innerJoin(bookSelections, eq(bookSelections.marketId, bookMarkets.id))
    .where(
      inArray(
        bookMarkets.eventId,
        events.map((event) => event.id),
      ),
    )
    .orderBy(asc(bookMarkets.id), asc(bookSelections.id));
  const markets = new Map<bigint, { market: (typeof rows)[number]['market']; selections: SelectionRow[] }[]>();
  for (const { market, selection } of rows) {
    const ofEvent = markets.get(market.eventId) ?? [];
    markets.set(market.eventId, ofEvent);
    const last = ofEvent[ofEvent.length - 1];
    if (last?.market.id === market.id) last.selections.push(selection);
    else ofEvent.push({ market, selections: [selection] });
  }
  return events.map((event) =>
    eventView(
      event,
      (markets.get(event.id) ?? []).map(({ market, selections }) => marketView(market, selections)),
      now,
    ),
  );
}

/**
 * A sport's events for the member's book (of a studio offering `sports`): open events by start, then those
 * running or waiting for their result, then the results (a virtual event's for ten minutes, the day's fixtures'),
 * newest first; at most `eventsListed`.
 */
export async function eventsOf(
  db: GameDatabase,
  sports: readonly BookSport[],
  query: { sport: BookSport; source?: 'fixture' | 'virtual'; now: Date },
): Promise<BookEvent[]> {
  const { sport, source, now } = query;
  if (!sports.includes(sport)) return [];
  const unsettled = inArray(bookEvents.status, ['open', 'closed']);
  const listed: SQL[] = [
    eq(bookEvents.sport, sport),
    gte(bookEvents.startsAt, new Date(now.getTime() - dayMs)),
    or(
      unsettled,
      eq(bookEvents.source, 'fixture'),
      gte(bookEvents.settledAt, new Date(now.getTime() - virtualResultsMs)),
    )!,
  ];
  if (source) listed.push(eq(bookEvents.source, source));
  const group = sql`CASE WHEN ${bookEvents.status} = 'open' AND ${bookEvents.startsAt} > ${now} THEN 0
    WHEN ${bookEvents.status} IN ('open', 'closed') THEN 1 ELSE 2 END`;
  const events = await db
    .select(eventColumns)
    .from(bookEvents)
    .innerJoin(bookLeagues, eq(bookLeagues.id, bookEvents.leagueId))
    .where(and(...listed))
    .orderBy(
      group,
      sql`CASE WHEN ${bookEvents.status} IN ('open', 'closed') THEN ${bookEvents.startsAt} END`,
      sql`${bookEvents.settledAt} DESC`,
      asc(bookEvents.id),
    )
    .limit(eventsListed);
  return withMarkets(db, events, now);
}

/** One event with its markets, or null. */
export async function eventOf(db: GameDatabase, id: bigint | string, now: Date): Promise<BookEvent | null> {
  const events = await db
    .select(eventColumns)
    .from(bookEvents)
    .innerJoin(bookLeagues, eq(bookLeagues.id, bookEvents.leagueId))
    .where(eq(bookEvents.id, BigInt(id)));
  const [event] = await withMarkets(db, events, now);
  return event ?? null;
}

/** The lobby's counts: per sport the studio offers, its fixtures and its virtual events open for bets now. */
export async function sportCounts(
  db: GameDatabase,
  sports: readonly BookSport[],
  now: Date,
): Promise<{ sport: BookSport; fixtures: number; virtual: number }[]> {
  if (sports.length === 0) return [];
  const rows = await db
    .select({ sport: bookEvents.sport, source: bookEvents.source, open: count() })
    .from(bookEvents)
    .where(and(eq(bookEvents.status, 'open'), gt(bookEvents.startsAt, now), inArray(bookEvents.sport, [...sports])))
    .groupBy(bookEvents.sport, bookEvents.source);
  const openOf = (sport: BookSport, source: 'fixture' | 'virtual') =>
    rows.find((row) => row.sport === sport && row.source === source)?.open ?? 0;
  return sports.map((sport) => ({ sport, fixtures: openOf(sport, 'fixture'), virtual: openOf(sport, 'virtual') }));
}
