import type { BookSport, bookMarketKinds } from '@portal/contracts';
import type { EventResult, MarketSpec } from '@portal/house-games';

// How a market is kept (book_markets: kind, line, map, places) and read back as the maths' MarketSpec, which
// markets a sport's result can settle, and the names its selections are shown by. Shared by the operator's feed
// and the virtual events, so both store a market the same way.

export type MarketKind = (typeof bookMarketKinds)[number];
export type ResultKind = EventResult['kind'];

/** What decides an event of the sport: a score (sets in tennis), a finishing order, maps won, a cockfight. */
export function resultKindOf(sport: BookSport): ResultKind {
  switch (sport) {
    case 'horse-racing':
    case 'greyhounds':
      return 'race';
    case 'moba':
    case 'tactical-shooter':
      return 'maps';
    case 'cockfight':
      return 'cockfight';
    default:
      return 'score';
  }
}

const kindsByResult: Record<ResultKind, readonly MarketKind[]> = {
  score: ['match-result', 'moneyline', 'handicap', 'totals', 'correct-score', 'both-score'],
  race: ['race-win', 'race-place', 'forecast'],
  maps: ['match-winner', 'map-winner', 'map-score'],
  cockfight: ['cockfight'],
};

/** The market kinds a sport's result settles: any other would be priced on a result that can never read it. */
export function marketKindsOf(sport: BookSport): readonly MarketKind[] {
  return kindsByResult[resultKindOf(sport)];
}

export interface MarketColumns {
  kind: MarketKind;
  line: number | null;
  map: number | null;
  places: number | null;
}

export function marketSpecOf(row: { kind: string; line: number | null; map: number | null; places: number | null }) {
  const kind = row.kind as MarketKind;
  if (kind === 'handicap' || kind === 'totals') return { kind, line: row.line ?? 0 } as MarketSpec;
  if (kind === 'race-place') return { kind, places: row.places ?? 1 } as MarketSpec;
  if (kind === 'map-winner') return { kind, map: row.map ?? 1 } as MarketSpec;
  return { kind } as MarketSpec;
}

export function marketColumnsOf(spec: MarketSpec): MarketColumns {
  return {
    kind: spec.kind,
    line: 'line' in spec ? spec.line : null,
    map: 'map' in spec ? spec.map : null,
    places: 'places' in spec ? spec.places : null,
  };
}

/** A line in quarters as people write it: -1 is "-0.25", 10 is "2.5". */
export const lineText = (quarters: number): string => String(quarters / 4);

/** "-0.25" → -1 quarter (the feed's schema has already checked it is a whole number of quarters). */
export const quartersOf = (text: string): number => Math.round(Number(text) * 4);

/** "1.85" → 1850 thousandths, read digit by digit so no float rounding can move it. */
export function thousandthsOf(text: string): number {
  const [whole = '0', fraction = ''] = text.split('.');
  return Number(whole) * 1000 + Number(fraction.padEnd(3, '0'));
}

/**
 * The market's code within its event, for the markets the book makes itself (the operator's feed names its own):
 * the kind, and its parameter where it has one (`handicap_-0.25`, `race-place_3`, `map-winner_2`).
 */
export function marketCodeOf(spec: MarketSpec): string {
  if (spec.kind === 'handicap' || spec.kind === 'totals') return `${spec.kind}_${lineText(spec.line)}`;
  if (spec.kind === 'race-place') return `${spec.kind}_${spec.places}`;
  if (spec.kind === 'map-winner') return `${spec.kind}_${spec.map}`;
  return spec.kind;
}

const sideIndex: Record<string, number> = { home: 0, away: 1, meron: 0, wala: 1 };

/** A selection's name: its competitor's (a side, a runner, a forecast's pair); null for 'draw', 'over', '2-1'. */
export function selectionNameOf(
  kind: MarketKind,
  code: string,
  competitors: readonly { code: string; name: string }[],
): string | null {
  const nameOf = (runner: string) => competitors.find((competitor) => competitor.code === runner)?.name ?? null;
  switch (kind) {
    case 'race-win':
    case 'race-place':
      return nameOf(code);
    case 'forecast': {
      const [first = '', second = ''] = code.split('>');
      const names = [nameOf(first), nameOf(second)];
      return names[0] && names[1] ? `${names[0]} > ${names[1]}` : null;
    }
    case 'correct-score':
    case 'totals':
    case 'both-score':
    case 'map-score':
      return null;
    default: {
      const index = sideIndex[code];
      return index === undefined ? null : (competitors[index]?.name ?? null);
    }
  }
}
