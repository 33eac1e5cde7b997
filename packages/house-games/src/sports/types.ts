/**
 * The vocabulary of the sportsbook: sports, the result of an event, the markets a bet is struck on and how a leg
 * ended. Prices are decimal odds in integer thousandths (1850 is 1.85) so every amount derived from them is exact;
 * stakes and payouts are bigint minor units.
 */

export const SPORTS = [
  'football',
  'basketball',
  'tennis',
  'horse-racing',
  'greyhounds',
  'penalty-shootout',
  'e-soccer',
  'e-basketball',
  'moba',
  'tactical-shooter',
  'cockfight',
] as const;
export type Sport = (typeof SPORTS)[number];

/** The lowest and highest price a selection is offered at: 1.010 and 1000.000. */
export const SPORTS_MIN_PRICE = 1010;
export const SPORTS_MAX_PRICE = 1_000_000;

export type EventResult =
  /** Football, basketball, penalty shoot-out (goals in the shoot-out), tennis (sets won), e-soccer, e-basketball. */
  | { kind: 'score'; home: number; away: number }
  /** MOBA and tactical shooter: the winner of each map played, best of three (2 or 3 entries). */
  | { kind: 'maps'; maps: ('home' | 'away')[] }
  /** Runner codes in finishing order (all runners). */
  | { kind: 'race'; order: string[] }
  | { kind: 'cockfight'; winner: 'meron' | 'wala' | 'draw' };

/**
 * What a bet is struck on. Asian lines are integers in quarters (of a goal, point, set or map): -1 is -0.25,
 * -2 is -0.5, 10 is 2.5. A handicap line is the home side's; the away side takes the opposite.
 */
export type MarketSpec =
  | { kind: 'match-result' }
  | { kind: 'moneyline' }
  | { kind: 'handicap'; line: number }
  | { kind: 'totals'; line: number }
  | { kind: 'correct-score' }
  | { kind: 'both-score' }
  | { kind: 'race-win' }
  | { kind: 'race-place'; places: number }
  | { kind: 'forecast' }
  | { kind: 'cockfight' }
  | { kind: 'match-winner' }
  | { kind: 'map-winner'; map: number }
  | { kind: 'map-score' };

/** How one leg ended. 'half-win' and 'half-lose' come from quarter lines: half the stake on each neighbouring line. */
export type LegOutcome = 'win' | 'lose' | 'push' | 'void' | 'half-win' | 'half-lose';

/** A bet as a whole: still running, settled with a payout ('won', possibly below the stake), lost, or all void. */
export type BetResult = 'open' | 'won' | 'lost' | 'void';

/**
 * A side of an event: home first and away second for matches, meron then wala for a cockfight, every runner for a
 * race. The rating is Elo-like (about 1000 to 2000): 400 points more means ten times the odds of winning.
 */
export interface Competitor {
  code: string;
  name: string;
  rating: number;
}

export interface PricedSelection {
  code: string;
  /** Decimal odds in thousandths, margin included. */
  price: number;
  /**
   * The selection's fair implied probability, 1 / fair price: its chance of winning, with pushes, voids and half
   * results weighed in as the price is, so price ≈ 1000 / (probability × (1 + margin/100)) for every selection. A
   * market's selections sum to 1, except a place market (to its number of places) and a cockfight (to 1 plus the
   * draw's chance: meron and wala are priced as if the draw, which hands their stakes back, were not there).
   */
  probability: number;
}

export interface PricedMarket {
  market: MarketSpec;
  selections: PricedSelection[];
}
