import type { BookSport } from '@portal/contracts';
import { isValidSelection, type MarketSpec, SPORTS_MIN_PRICE, selectionsOf } from '@portal/house-games';
import { eq, sql } from 'drizzle-orm';
import { type bookEvents, bookMarkets, bookSelections } from '../../db/book-schema.js';
import type { BookTransaction } from '../settlement.js';
import { type FeedMarket, feedRefused, firstRepeat } from './feed-document.js';
import {
  type MarketColumns,
  marketColumnsOf,
  marketKindsOf,
  quartersOf,
  selectionNameOf,
  thousandthsOf,
} from './market-specs.js';

// A fixture's markets from the feed: created once, repriced as the operator's prices move. A market's kind and
// line are what its bets were struck on, so they never change (a new line is a new market code); selections the
// document leaves out keep their price.

type EventRow = typeof bookEvents.$inferSelect;
type Competitor = { code: string; name: string };
interface StoredMarket extends MarketColumns {
  id: bigint;
  selections: Map<string, { id: bigint; price: number }>;
}

/** The market the feed describes, checked against the fixture's sport and field. */
function specOf(market: FeedMarket, field: string, sport: BookSport, runners: number): MarketSpec {
  if (!marketKindsOf(sport).includes(market.kind)) {
    throw feedRefused(`${field}.kind`, `a ${sport} fixture offers ${marketKindsOf(sport).join(', ')}`);
  }
  const lined = market.kind === 'handicap' || market.kind === 'totals';
  if (lined !== (market.line !== undefined)) {
    throw feedRefused(`${field}.line`, lined ? `a ${market.kind} market has a line` : 'only handicap and totals');
  }
  if ((market.kind === 'race-place') !== (market.places !== undefined)) {
    throw feedRefused(`${field}.places`, 'a race-place market, and only it, pays a number of places');
  }
  if ((market.kind === 'map-winner') !== (market.map !== undefined)) {
    throw feedRefused(`${field}.map`, 'a map-winner market, and only it, names its map');
  }
  if (market.kind === 'handicap') return { kind: 'handicap', line: quartersOf(market.line!) };
  if (market.kind === 'totals') {
    const line = quartersOf(market.line!);
    if (line <= 0) throw feedRefused(`${field}.line`, 'a totals line is above zero');
    return { kind: 'totals', line };
  }
  if (market.kind === 'race-place') {
    if (market.places! >= runners) throw feedRefused(`${field}.places`, `fewer places than the ${runners} runners`);
    return { kind: 'race-place', places: market.places! };
  }
  if (market.kind === 'map-winner') return { kind: 'map-winner', map: market.map! };
  return { kind: market.kind } as MarketSpec;
}

async function storedMarkets(tx: BookTransaction, eventId: bigint): Promise<Map<string, StoredMarket>> {
  const rows = await tx
    .select({
      market: bookMarkets,
      selectionId: bookSelections.id,
      code: bookSelections.code,
      price: bookSelections.price,
    })
    .from(bookMarkets)
    .leftJoin(bookSelections, eq(bookSelections.marketId, bookMarkets.id))
    .where(eq(bookMarkets.eventId, eventId));
  const markets = new Map<string, StoredMarket>();
  for (const { market, selectionId, code, price } of rows) {
    const { id, kind, line, map, places } = market;
    const stored = markets.get(market.code) ?? { id, kind, line, map, places, selections: new Map() };
    markets.set(market.code, stored as StoredMarket);
    if (selectionId !== null && code !== null && price !== null)
      stored.selections.set(code, { id: selectionId, price });
  }
  return markets;
}

const sameColumns = (a: MarketColumns, b: MarketColumns) =>
  a.kind === b.kind && a.line === b.line && a.map === b.map && a.places === b.places;

interface NewSelection {
  marketCode: string;
  code: string;
  price: number;
}

/** Applies one fixture's markets; answers how many were created or repriced. */
export async function applyFixtureMarkets(
  tx: BookTransaction,
  event: EventRow,
  markets: readonly FeedMarket[],
  fixtureField: string,
): Promise<number> {
  if (markets.length === 0) return 0;
  const repeated = firstRepeat(markets, (market) => market.code);
  if (repeated >= 0) throw feedRefused(`${fixtureField}.markets.${repeated}.code`, 'listed twice');
  const sport = event.sport as BookSport;
  const competitors = event.competitors as Competitor[];
  const runners = competitors.map((competitor) => competitor.code);
  const stored = await storedMarkets(tx, event.id);
  const created: (MarketColumns & { code: string })[] = [];
  const added: NewSelection[] = [];
  const repriced: { id: bigint; price: number }[] = [];
  let touched = 0;
  for (const [index, market] of markets.entries()) {
    const field = `${fixtureField}.markets.${index}`;
    const spec = specOf(market, field, sport, runners.length);
    const columns = marketColumnsOf(spec);
    const existing = stored.get(market.code);
    if (existing && !sameColumns(existing, columns)) {
      throw feedRefused(`${field}.code`, `'${market.code}' is a market of another kind or line (give it a new code)`);
    }
    const selectionRepeat = firstRepeat(market.selections, (selection) => selection.code);
    if (selectionRepeat >= 0) throw feedRefused(`${field}.selections.${selectionRepeat}.code`, 'listed twice');
    const before = added.length + repriced.length;
    for (const [position, selection] of market.selections.entries()) {
      const selectionField = `${field}.selections.${position}`;
      if (!isValidSelection(spec, selection.code, runners, sport)) {
        const valid = selectionsOf(spec, runners, sport);
        const shown = `${valid.slice(0, 8).join(', ')}${valid.length > 8 ? ', ...' : ''}`;
        throw feedRefused(`${selectionField}.code`, `not a selection of ${market.kind} (${shown})`);
      }
      const price = thousandthsOf(selection.price);
      if (price < SPORTS_MIN_PRICE) throw feedRefused(`${selectionField}.price`, 'the book offers 1.01 at least');
      const known = existing?.selections.get(selection.code);
      if (!known) added.push({ marketCode: market.code, code: selection.code, price });
      else if (known.price !== price) repriced.push({ id: known.id, price });
    }
    if (existing && added.length + repriced.length === before) continue;
    if (!existing) created.push({ ...columns, code: market.code });
    touched++;
  }
  await writeMarkets(tx, event, competitors, stored, created, added, repriced);
  return touched;
}

async function writeMarkets(
  tx: BookTransaction,
  event: EventRow,
  competitors: readonly Competitor[],
  stored: Map<string, StoredMarket>,
  created: readonly (MarketColumns & { code: string })[],
  added: readonly NewSelection[],
  repriced: readonly { id: bigint; price: number }[],
): Promise<void> {
  const ids = new Map([...stored].map(([code, market]) => [code, { id: market.id, kind: market.kind }]));
  if (created.length > 0) {
    const rows = await tx
      .insert(bookMarkets)
      .values(created.map((market) => ({ ...market, eventId: event.id })))
      .returning({ id: bookMarkets.id, code: bookMarkets.code, kind: bookMarkets.kind });
    for (const row of rows) ids.set(row.code, { id: row.id, kind: row.kind as MarketColumns['kind'] });
  }
  if (added.length > 0) {
    await tx.insert(bookSelections).values(
      added.map((selection) => {
        const market = ids.get(selection.marketCode)!;
        const name = selectionNameOf(market.kind, selection.code, competitors);
        return { marketId: market.id, eventId: event.id, code: selection.code, name, price: selection.price };
      }),
    );
  }
  if (repriced.length > 0) {
    const values = sql.join(
      repriced.map(({ id, price }) => sql`(${id}::bigint, ${price}::integer)`),
      sql`, `,
    );
    await tx.execute(sql`
      UPDATE ${bookSelections} SET price = moved.price
      FROM (VALUES ${values}) AS moved (id, price)
      WHERE ${bookSelections.id} = moved.id`);
  }
}
