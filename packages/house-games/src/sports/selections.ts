import type { MarketSpec, Sport } from './types.js';

/** Correct score in football-like sports: every score up to 3-3, and one selection for the rest. */
export const CORRECT_SCORES: readonly string[] = [
  ...Array.from({ length: 16 }, (_, index) => `${Math.floor(index / 4)}-${index % 4}`),
  'other',
];
/** Tennis and best-of-three maps: the four ways two sets (maps) are won first. */
export const BEST_OF_THREE_SCORES: readonly string[] = ['2-0', '2-1', '1-2', '0-2'];

const SIDES: readonly string[] = ['home', 'away'];

/** The selections of a market that does not depend on the field; null for the race markets, which do. */
export function fixedSelectionsOf(market: MarketSpec, sport?: Sport): readonly string[] | null {
  switch (market.kind) {
    case 'match-result':
      return ['home', 'draw', 'away'];
    case 'moneyline':
    case 'handicap':
    case 'match-winner':
    case 'map-winner':
      return SIDES;
    case 'totals':
      return ['over', 'under'];
    case 'correct-score':
      return sport === 'tennis' ? BEST_OF_THREE_SCORES : CORRECT_SCORES;
    case 'both-score':
      return ['yes', 'no'];
    case 'cockfight':
      return ['meron', 'wala', 'draw'];
    case 'map-score':
      return BEST_OF_THREE_SCORES;
    case 'race-win':
    case 'race-place':
    case 'forecast':
      return null;
  }
}

/** A forecast selection 'A>B' split into its first and second; null when it is not of that shape. */
export function forecastPair(selection: string): [string, string] | null {
  const parts = selection.split('>');
  if (parts.length !== 2) return null;
  const [first, second] = parts as [string, string];
  return first !== '' && second !== '' && first !== second ? [first, second] : null;
}

/**
 * Every valid selection code of the market. `competitors` are the runner codes of a race (ignored otherwise);
 * `sport` narrows correct score to tennis's set scores.
 */
export function selectionsOf(market: MarketSpec, competitors: readonly string[] = [], sport?: Sport): string[] {
  const fixed = fixedSelectionsOf(market, sport);
  if (fixed) return [...fixed];
  if (market.kind !== 'forecast') return [...competitors];
  return competitors.flatMap((first) =>
    competitors.filter((second) => second !== first).map((second) => `${first}>${second}`),
  );
}

export function isValidSelection(
  market: MarketSpec,
  selection: string,
  competitors: readonly string[] = [],
  sport?: Sport,
): boolean {
  const fixed = fixedSelectionsOf(market, sport);
  if (fixed) return fixed.includes(selection);
  if (market.kind !== 'forecast') return competitors.includes(selection);
  const pair = forecastPair(selection);
  return pair !== null && competitors.includes(pair[0]) && competitors.includes(pair[1]);
}
